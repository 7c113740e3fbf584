import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aboutFixture, authorFixture, faqFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('About page', () => {
  it('shows the about text, the author, the contact form and the FAQ from the API', async () => {
    renderApp('/ro/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: aboutFixture.title }),
    ).toBeVisible();
    expect(await screen.findByText(authorFixture.sub_title)).toBeInTheDocument();
    expect(await screen.findByText(faqFixture[0]?.name ?? '')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /breadcrumb|fir|cale/i })).toBeInTheDocument();
  });
});
