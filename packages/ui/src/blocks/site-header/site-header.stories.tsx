import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { SiteHeader, type SiteHeaderProps } from './site-header';
import { headerFixture } from './site-header.fixtures';

/** Keeps the night-style toggle live in the canvas while reporting each change to the action. */
function HeaderOnPage({ pageHeight = 640, ...props }: SiteHeaderProps & { pageHeight?: number }) {
  const [dark, setDark] = useState(props.dark);
  return (
    <div>
      <SiteHeader
        {...props}
        dark={dark}
        onDarkChange={(next) => {
          setDark(next);
          props.onDarkChange(next);
        }}
      />
      <main className="max-w-content px-gutter mx-auto py-12" style={{ minHeight: pageHeight }}>
        <div className="bg-muted h-72 rounded-xl" />
      </main>
    </div>
  );
}

const meta = {
  title: 'Blocks/SiteHeader',
  component: SiteHeader,
  render: (args) => <HeaderOnPage {...args} />,
  parameters: {
    layout: 'fullscreen',
    usage: {
      use: [
        'Once at the top of every public page: logo, main links (the shop locked when it is closed), language, night style, cart and account.',
        'Below 1024 px the links move into a burger menu sheet; the header slides away on scroll down and back on scroll up.',
      ],
      avoid: [
        'Navigation inside the personal area: use DashboardMenu under this header.',
        'A page trail back to its parents: use Breadcrumbs.',
      ],
      keyboard: [
        [
          'Tab',
          'Logo, main links, language, night style, cart, account; below 1024 px: logo, cart, menu button. Focus inside keeps the header shown.',
        ],
        [
          'Enter / Space',
          'On the language button, opens its list; on night style, toggles it; on the locked shop, shows why it is locked (it never navigates).',
        ],
        ['↑ / ↓, Enter', 'In the open language list: move between languages and follow one.'],
        [
          'Esc',
          'Closes the language list, the locked shop’s tooltip or the menu sheet; focus returns to what opened it.',
        ],
      ],
      screenReader: [
        'A `<header>` with a navigation "Main navigation"; the current page’s link has `aria-current="page"`.',
        'The locked shop is a button "Shop (locked)" with `aria-disabled`, its reason the description while the tooltip shows; in the sheet, the reason is plain text under it.',
        'Language is "Language: RO", a disclosure of links that works before the scripts run (the current one `aria-current`); night style is a toggle button with `aria-pressed`; the cart reads "Cart, items: 3"; the sheet is a dialog "Menu" with focus held inside.',
      ],
    } satisfies Usage,
  },
  args: { ...headerFixture, onDarkChange: fn(), onMenuOpenChange: fn() },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor: login and registration links; the shop is locked "for registered users only",
 * and a keyboard user can Tab to it and hear why.
 */
export const Visitor: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('link', { name: 'Autentificare' })).toHaveAttribute(
      'href',
      '/ro/login',
    );
    await expect(canvas.queryByRole('link', { name: /Coș/ })).toBeNull();

    // The locked shop is in the Tab order; focus shows the reason and describes the button.
    const shop = canvas.getByRole('button', { name: /Magazin/ });
    await expect(shop).toHaveAttribute('aria-disabled', 'true');
    for (let i = 0; i < 10 && canvasElement.ownerDocument.activeElement !== shop; i++) {
      await userEvent.tab();
    }
    await expect(shop).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('doar pentru utilizatorii înregistrați');
    await expect(tooltip).toBeVisible();
    await expect(shop).toHaveAccessibleDescription('doar pentru utilizatorii înregistrați');
    // Enter is a press: the reason stays, the page stays. Escape closes it.
    await userEvent.keyboard('{Enter}');
    await expect(body.getByRole('tooltip')).toBeVisible();
    await expect(shop).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    await expect(shop).not.toHaveAccessibleDescription();

    const toggle = canvas.getByRole('button', { name: 'Stil de noapte' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(args.onDarkChange).toHaveBeenCalledWith(true);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
  },
};

/** Logged in with a supported country and profession: the shop opens, the cart shows its count. */
export const LoggedIn: Story = {
  args: {
    user: { name: 'Ana Popescu', href: '/ro/dashboard/courses' },
    cart: { count: 3, href: '/ro/checkout' },
    shopAccess: { locked: false, tooltipKey: null },
    currentId: 'courses',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Magazin' })).toHaveAttribute(
      'href',
      '/ro/shop-category',
    );
    await expect(canvas.getByRole('link', { name: 'Coș, produse: 3' })).toHaveAttribute(
      'href',
      '/ro/checkout',
    );
    await expect(
      canvas.getByRole('link', { name: 'Ana Popescu, cabinetul personal' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cursuri' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.queryByRole('link', { name: 'Autentificare' })).toBeNull();
  },
};

/** Logged in from a country the shop does not serve: locked, "not available in your region". */
export const ShopNotInRegion: Story = {
  args: {
    user: { name: 'Marie Dubois', href: '/ro/dashboard/courses' },
    cart: { count: 0, href: '/ro/checkout' },
    shopAccess: { locked: true, tooltipKey: 'shopAccess.notInRegion' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const shop = canvas.getByRole('button', { name: /Magazin/ });
    await userEvent.hover(shop);
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('nu este disponibil în regiunea dvs.');
    // A press (mouse, tap) keeps the reason open instead of closing it: touch has no hover.
    await userEvent.click(shop);
    await expect(tooltip).toBeVisible();
    await expect(shop).toHaveAccessibleDescription('nu este disponibil în regiunea dvs.');
  },
};

/** Night style on: the toggle is pressed and offers the sun. */
export const NightStyle: Story = {
  args: { dark: true },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Stil de noapte' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/**
 * The language menu: a disclosure of five links to the same route (it opens before the page's
 * scripts run); Escape closes it and returns focus to its trigger.
 */
export const LanguageMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByLabelText('Limba: RO');
    await userEvent.click(trigger);
    const list = await canvas.findByRole('list', { name: 'Alegeți limba' });
    await waitFor(() => expect(list).toBeVisible());
    const links = within(list).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('hreflang'))).toEqual([
      'ro',
      'ru',
      'en',
      'fr',
      'es',
    ]);
    await expect(links[3]).toHaveAttribute('href', '/fr');
    await expect(links[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(list).not.toBeVisible());
    await expect(trigger).toHaveFocus();
  },
};

/** The mobile sheet open (burger below lg): focus is trapped inside; Escape closes it. */
export const MobileMenuOpen: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { defaultMenuOpen: true },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const sheet = await body.findByRole('dialog', { name: 'Meniu' });
    await expect(within(sheet).getByRole('link', { name: 'Cursuri' })).toBeVisible();
    await expect(within(sheet).getByText('doar pentru utilizatorii înregistrați')).toBeVisible();
    await expect(
      within(sheet).getAllByRole('link', { name: /Română|Русский|English|Français|Español/ }),
    ).toHaveLength(5);
    await waitFor(() =>
      expect(sheet.contains(canvasElement.ownerDocument.activeElement)).toBe(true),
    );
    for (let i = 0; i < 14; i++) await userEvent.tab();
    await expect(sheet.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onMenuOpenChange).toHaveBeenCalledWith(false);
  },
};

/** The mobile sheet of a logged-in user: name, cart, language and night style at the bottom. */
export const MobileMenuLoggedIn: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: {
    ...LoggedIn.args,
    defaultMenuOpen: true,
  },
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(
      within(sheet).getByRole('link', { name: 'Ana Popescu, cabinetul personal' }),
    ).toBeVisible();
    await expect(within(sheet).getByRole('link', { name: 'Magazin' })).toBeVisible();
  },
};

/** Scrolling down hides the header, focus inside brings it back, scrolling up shows it. */
export const HidesOnScroll: Story = {
  render: (args) => <HeaderOnPage {...args} pageHeight={3000} />,
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    const header = canvasElement.querySelector('[data-slot="site-header"]') as HTMLElement;
    // Each step waits for its own scroll event: two scrolls in one frame would reach the header
    // as one, and a state left by the step before could pass the check too early.
    const scrollTo = async (y: number, expected: 'hidden' | 'visible') => {
      const scrolled = new Promise((resolve) =>
        view.addEventListener('scroll', resolve, { once: true }),
      );
      view.scrollTo(0, y);
      await scrolled;
      await waitFor(() => expect(header).toHaveAttribute('data-state', expected));
    };
    await scrollTo(200, 'hidden');
    await scrollTo(600, 'hidden');
    within(header).getByRole('link', { name: 'Cursuri' }).focus();
    await waitFor(() => expect(header).toHaveAttribute('data-state', 'visible'));
    await scrollTo(900, 'visible');
    (canvasElement.ownerDocument.activeElement as HTMLElement).blur();
    await scrollTo(1200, 'hidden');
    await scrollTo(1000, 'visible');
    await scrollTo(0, 'visible');
  },
};
