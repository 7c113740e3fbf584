import { renderWithProviders } from '@academy/ui/test/render';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appNamespaces } from '../../i18n';
import { aboutFixture, authorFixture, faqFixture } from '../../mocks/fixtures';
import { routes } from '../router';

describe('About page', () => {
  it('shows the about text, the author, the contact form and the FAQ from the API', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/ro/about'] });
    renderWithProviders(<RouterProvider router={router} />, { namespaces: appNamespaces });
    expect(
      await screen.findByRole('heading', { level: 1, name: aboutFixture.title }),
    ).toBeVisible();
    expect(await screen.findByText(authorFixture.sub_title)).toBeInTheDocument();
    expect(await screen.findByText(faqFixture[0]?.name ?? '')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /breadcrumb|fir|cale/i })).toBeInTheDocument();
  });
});
