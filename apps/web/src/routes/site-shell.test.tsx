import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSession } from '../app/session-store';
import { sessionFixture } from '../mocks/fixtures';
import { renderApp } from '../test/render-app';

describe('the site footer', { timeout: 15_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it('offers a visitor the login and the sign-up', async () => {
    renderApp('/en/about');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/en/login',
    );
    expect(within(footer).getByRole('link', { name: 'Sign up' })).toBeVisible();
    expect(within(footer).queryByRole('link', { name: 'Personal area' })).toBeNull();
  });

  it('offers a logged-in user the personal area instead', async () => {
    writeSession(sessionFixture);
    renderApp('/en/about');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Personal area' })).toHaveAttribute(
      'href',
      '/en/dashboard/courses',
    );
    expect(within(footer).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Sign up' })).toBeNull();
  });
});
