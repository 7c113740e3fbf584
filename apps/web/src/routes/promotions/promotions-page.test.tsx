import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promotionsFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('promotions and promotion pages', { timeout: 15_000 }, () => {
  it('lists the promotions with their start dates in Romanian', async () => {
    renderApp('/ro/promotions');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Autori și promoții' }),
    ).toBeVisible();
    const link = await screen.findByRole('link', { name: promotionsFixture[0]?.title });
    expect(link).toHaveAttribute('href', `/ro/promotion/${promotionsFixture[0]?.id}`);
    expect(screen.getByText('1 noiembrie 2026')).toBeInTheDocument();
  });

  it('shows one promotion with its body under the promotions breadcrumb', async () => {
    renderApp(`/ro/promotion/${promotionsFixture[0]?.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: promotionsFixture[0]?.title }),
    ).toBeVisible();
    expect(screen.getByText(/cu 25 % mai puțin/)).toBeVisible();
    const breadcrumbs = screen.getByRole('navigation', { name: 'Fir de navigare' });
    expect(within(breadcrumbs).getByRole('link', { name: 'Autori și promoții' })).toHaveAttribute(
      'href',
      '/ro/promotions',
    );
  });
});
