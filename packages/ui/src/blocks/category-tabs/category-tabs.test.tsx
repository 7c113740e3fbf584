import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { TooltipProvider } from '../../components/tooltip/tooltip';
import { createI18n } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { DEMO_COURSES } from '../course-card/course-card.fixtures';
import { CategoryTabs, type CategoryTabsProps } from './category-tabs';

const CATEGORIES = ['Injectables', 'Cosmetology', 'Trichology'].map((name, index) => ({
  id: index + 1,
  name,
  courses: DEMO_COURSES.slice(index, index + 2),
  seeAllHref: `#category-${index + 1}`,
}));

const tabs = (props: Partial<CategoryTabsProps> = {}) => (
  <CategoryTabs categories={CATEGORIES} courseHref={(course) => `#${course.id}`} {...props} />
);

const tab = (name: string) => screen.getByRole('tab', { name });

/** The one panel shown: named by its tab, its "see all" link leading to that category. */
function expectShown(name: string, index: number) {
  const selected = tab(name);
  expect(selected).toHaveAttribute('aria-selected', 'true');
  expect(selected).toHaveAttribute('tabindex', '0');
  expect(selected).toHaveAttribute('data-state', 'active');
  for (const other of screen.getAllByRole('tab').filter((each) => each !== selected)) {
    expect(other).toHaveAttribute('aria-selected', 'false');
    expect(other).toHaveAttribute('tabindex', '-1');
    expect(other).toHaveAttribute('data-state', 'inactive');
  }
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAccessibleName(name);
  expect(panel).toHaveAttribute('id', selected.getAttribute('aria-controls'));
  expect(within(panel).getByRole('link', { name: /Vezi toate/ })).toHaveAttribute(
    'href',
    `#category-${index + 1}`,
  );
}

describe('CategoryTabs', () => {
  it('names the list by the heading and wires each tab to its panel, the others hidden', () => {
    const { container } = renderWithProviders(tabs({ defaultCategoryId: 2 }));
    const heading = screen.getByRole('heading', { level: 2 });
    expect(screen.getByRole('tablist')).toHaveAccessibleName(heading.textContent ?? '');
    expect(screen.getByRole('region')).toHaveAccessibleName(heading.textContent ?? '');
    expectShown('Cosmetology', 1);
    const panels = container.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(3);
    for (const [index, panel] of [...panels].entries()) {
      const owner = screen.getAllByRole('tab')[index];
      expect(owner).toHaveAttribute('aria-controls', panel.id);
      expect(panel).toHaveAttribute('aria-labelledby', owner?.id);
      expect(panel).toHaveAttribute('tabindex', '0');
      expect(panel.hasAttribute('hidden')).toBe(index !== 1);
      expect(panel).toHaveAttribute('data-state', index === 1 ? 'active' : 'inactive');
    }
  });

  it('is one tab stop; the arrows (wrapping), Home and End move focus and show that tab', async () => {
    const user = userEvent.setup();
    renderWithProviders(tabs());
    await user.tab();
    expect(tab('Injectables')).toHaveFocus();
    expectShown('Injectables', 0);

    await user.keyboard('{ArrowLeft}');
    expect(tab('Trichology')).toHaveFocus();
    expectShown('Trichology', 2);
    await user.keyboard('{ArrowRight}');
    expect(tab('Injectables')).toHaveFocus();
    expectShown('Injectables', 0);
    await user.keyboard('{ArrowRight}');
    expect(tab('Cosmetology')).toHaveFocus();
    expectShown('Cosmetology', 1);
    await user.keyboard('{End}');
    expect(tab('Trichology')).toHaveFocus();
    expectShown('Trichology', 2);
    await user.keyboard('{Home}');
    expect(tab('Injectables')).toHaveFocus();
    expectShown('Injectables', 0);

    // Tab leaves the list for the panel, not for the next tab.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('shows the tab pressed, and the first one when the default category is not among them', async () => {
    const user = userEvent.setup();
    renderWithProviders(tabs({ defaultCategoryId: 99 }));
    expectShown('Injectables', 0);
    await user.click(tab('Trichology'));
    expectShown('Trichology', 2);
    expect(tab('Trichology')).toHaveFocus();
  });

  it('hydrates the server’s HTML without a mismatch and works after', async () => {
    const i18n = createI18n({ language: 'ro' });
    const app = (ui: ReactNode) => (
      <I18nextProvider i18n={i18n}>
        <TooltipProvider>{ui}</TooltipProvider>
      </I18nextProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app(tabs({ defaultCategoryId: 3 })));
    document.body.append(container);
    const before = container.innerHTML;
    expect(container.querySelectorAll('[role="tabpanel"]:not([hidden])')).toHaveLength(1);
    const errors = vi.fn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () =>
      hydrateRoot(container, app(tabs({ defaultCategoryId: 3 })), {
        onRecoverableError: errors,
      }),
    );
    expect(errors).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(container.innerHTML).toBe(before);
    expectShown('Trichology', 2);
    await userEvent.setup().click(tab('Injectables'));
    expectShown('Injectables', 0);
    act(() => root.unmount());
    container.remove();
  });
});
