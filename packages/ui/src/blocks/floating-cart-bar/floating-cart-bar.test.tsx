import { CART_BAR_FROM_SCROLL_PX, CART_BAR_MIN_WIDTH_PX } from '@academy/machines';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { FloatingCartBar, isCartBarVisible } from './floating-cart-bar';

describe('isCartBarVisible', () => {
  const shown = { scrollY: CART_BAR_FROM_SCROLL_PX, width: CART_BAR_MIN_WIDTH_PX, count: 1 };
  it('shows from 850 px scrolled, on 768 px or wider, with a non-empty cart', () => {
    expect(isCartBarVisible(shown)).toBe(true);
    expect(isCartBarVisible({ ...shown, scrollY: CART_BAR_FROM_SCROLL_PX - 1 })).toBe(false);
    expect(isCartBarVisible({ ...shown, width: CART_BAR_MIN_WIDTH_PX - 1 })).toBe(false);
    expect(isCartBarVisible({ ...shown, count: 0 })).toBe(false);
  });
});

describe('FloatingCartBar', () => {
  it('labels the summary and links to checkout', () => {
    renderWithProviders(
      <FloatingCartBar visible count={3} total={1540.5} currency="MDL" href="/en/checkout" />,
      { language: 'en' },
    );
    expect(screen.getByRole('complementary', { name: 'Cart summary' })).toHaveTextContent(
      'Items: 3',
    );
    expect(screen.getByRole('link', { name: 'Make an order' })).toHaveAttribute(
      'href',
      '/en/checkout',
    );
  });
});
