import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SiteFooter } from './site-footer';
import { footerFixture } from './site-footer.fixtures';

describe('SiteFooter', () => {
  it('links the region documents, contacts and year', () => {
    renderWithProviders(<SiteFooter {...footerFixture} region="RO" language="en" />, {
      language: 'en',
    });
    expect(
      screen.getByRole('link', { name: 'Cookie policy (PDF, opens in a new tab)' }),
    ).toHaveAttribute('href', '/cookie_ro/cookie_ro.pdf');
    expect(screen.getByRole('link', { name: 'Phone: +40 721 234 567' })).toHaveAttribute(
      'href',
      'tel:+40721234567',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/ro/login');
    expect(screen.getByText('© 2026 Academia. All rights reserved.')).toBeInTheDocument();
  });
});
