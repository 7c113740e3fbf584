import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { flowMessages } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { SiteHeader } from './site-header';
import { headerFixture } from './site-header.fixtures';

const namespaces = { flows: flowMessages };

describe('SiteHeader', () => {
  it('opens the mobile sheet from the burger, traps focus, and returns it on Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader {...headerFixture} onDarkChange={vi.fn()} />, {
      language: 'en',
      namespaces,
    });
    const burger = screen.getByRole('button', { name: 'Open the menu' });
    await user.click(burger);
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByText('for registered users only')).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'Courses' })).toHaveAttribute(
      'href',
      '/ro/category',
    );

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(burger).toHaveFocus();
  });

  it('closes the sheet when one of its links is followed', async () => {
    const user = userEvent.setup();
    const onMenuOpenChange = vi.fn();
    renderWithProviders(
      <SiteHeader
        {...headerFixture}
        onDarkChange={vi.fn()}
        defaultMenuOpen
        onMenuOpenChange={onMenuOpenChange}
        LinkComponent={({ href, ...props }) => (
          <a {...props} href={href} onClick={(event) => event.preventDefault()} />
        )}
      />,
      { language: 'en', namespaces },
    );
    const sheet = await screen.findByRole('dialog');
    await user.click(within(sheet).getByRole('link', { name: 'Blog' }));
    expect(onMenuOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens the language menu natively (links in the HTML), and closes it on Escape and a choice', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SiteHeader
        {...headerFixture}
        onDarkChange={vi.fn()}
        LinkComponent={({ href, ...props }) => (
          <a
            {...props}
            href={href}
            onClick={(event) => {
              props.onClick?.(event);
              event.preventDefault();
            }}
          />
        )}
      />,
      { language: 'en', namespaces },
    );
    const trigger = screen.getByLabelText('Language: RO');
    const menu = trigger.closest('details');
    // The links are in the page before any script: a click on the trigger opens them natively.
    expect(within(menu as HTMLElement).getAllByRole('link', { hidden: true })).toHaveLength(5);
    await user.click(trigger);
    expect(menu).toHaveProperty('open', true);
    await user.keyboard('{Escape}');
    expect(menu).toHaveProperty('open', false);
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(within(menu as HTMLElement).getByRole('link', { name: /Français/ }));
    expect(menu).toHaveProperty('open', false);
  });

  it('lets a keyboard user reach the locked shop and hear why it is locked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader {...headerFixture} onDarkChange={vi.fn()} />, {
      language: 'en',
      namespaces,
    });
    const shop = screen.getByRole('button', { name: /Shop/ });
    expect(shop).toHaveAttribute('aria-disabled', 'true');
    expect(shop).not.toHaveAttribute('href');
    for (let i = 0; i < 10 && document.activeElement !== shop; i++) await user.tab();
    expect(shop).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('for registered users only');
    expect(shop).toHaveAccessibleDescription('for registered users only');

    // Enter is a press: the reason stays, nothing else happens.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tooltip')).toHaveTextContent('for registered users only');
    expect(shop).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(shop).not.toHaveAccessibleDescription();
  });

  it('shows the reason of the locked shop on a tap too, where there is no hover', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SiteHeader
        {...headerFixture}
        onDarkChange={vi.fn()}
        user={{ name: 'Marie', href: '/ro/dashboard/courses' }}
        shopAccess={{ locked: true, tooltipKey: 'shopAccess.notInRegion' }}
      />,
      { language: 'en', namespaces },
    );
    const shop = screen.getByRole('button', { name: /Shop/ });
    await user.pointer({ keys: '[TouchA]', target: shop });
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('not available in your region');
    expect(shop).toHaveAccessibleDescription('not available in your region');
    // A second tap keeps the same tooltip open (no close-and-reopen flicker).
    await user.pointer({ keys: '[TouchA]', target: shop });
    expect(tooltip).toBeInTheDocument();
    expect(screen.getByRole('tooltip')).toBe(tooltip);

    await user.pointer({ keys: '[TouchA]', target: document.body });
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows the cart count and the user only when logged in', () => {
    renderWithProviders(
      <SiteHeader
        {...headerFixture}
        onDarkChange={vi.fn()}
        user={{ name: 'Ana', href: '/ro/dashboard/courses' }}
        cart={{ count: 2, href: '/ro/checkout' }}
        shopAccess={{ locked: false, tooltipKey: null }}
      />,
      { language: 'en', namespaces },
    );
    expect(screen.getByRole('link', { name: 'Cart, items: 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana, personal area' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('toggles the night style with aria-pressed', async () => {
    const user = userEvent.setup();
    const onDarkChange = vi.fn();
    renderWithProviders(<SiteHeader {...headerFixture} onDarkChange={onDarkChange} />, {
      language: 'en',
      namespaces,
    });
    const toggle = screen.getAllByRole('button', { name: 'Night style' })[0];
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    if (toggle) await user.click(toggle);
    expect(onDarkChange).toHaveBeenCalledWith(true);
  });
});
