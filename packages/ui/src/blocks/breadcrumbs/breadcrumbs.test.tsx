import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Breadcrumbs } from './breadcrumbs';

describe('Breadcrumbs', () => {
  it('starts at Home when given its href and marks the last item as the page', () => {
    renderWithProviders(
      <Breadcrumbs
        homeHref="/en"
        items={[{ label: 'Shop', href: '/en/shop-category' }, { label: 'Serum' }]}
      />,
      { language: 'en' },
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Shop']);
    expect(within(nav).getByText('Serum')).toHaveAttribute('aria-current', 'page');
  });
});
