import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LinkProps } from '../../lib/link-component';
import { renderWithProviders } from '../../test/render';
import { ArticleGrid } from '../article-grid/article-grid';
import { ArticleCard } from './article-card';

function RouterLink({ href, ...props }: LinkProps) {
  return <a data-router="yes" href={href} {...props} />;
}

describe('ArticleCard', () => {
  it('dates the article in the given language and links through the given component', () => {
    renderWithProviders(
      <ArticleCard
        title="Winter peels"
        date="2026-03-12"
        language="fr"
        href="/fr/article/7"
        LinkComponent={RouterLink}
      />,
      { language: 'fr' },
    );
    expect(screen.getByText('12 mars 2026')).toHaveAttribute('datetime', '2026-03-12');
    const link = screen.getByRole('link', { name: 'Winter peels' });
    expect(link).toHaveAttribute('href', '/fr/article/7');
    expect(link).toHaveAttribute('data-router', 'yes');
  });

  it('says so when a list is empty, in the words of the list', () => {
    renderWithProviders(<ArticleGrid articles={[]} kind="promotions" language="en" />, {
      language: 'en',
    });
    expect(screen.getByText('No promotions at the moment')).toBeInTheDocument();
  });
});
