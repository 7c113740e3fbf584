import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ArticleEditor } from './article-editor';
import {
  articleFixture,
  articleFormFixture,
  articleRowsFixture,
  COVER_URL,
  pictureBinding,
  promotionFixture,
  promotionFormFixture,
  promotionRowsFixture,
} from './articles.fixtures';
import { ArticlesList } from './articles-list';
import { PromotionEditor } from './promotion-editor';
import { PromotionsList } from './promotions-list';

const listArgs = {
  status: 'all' as const,
  onStatusChange: vi.fn(),
  q: '',
  onSearch: vi.fn(),
  page: 1,
  pageSize: 20,
  onPageChange: vi.fn(),
  state: 'ready' as const,
  onCreate: vi.fn(),
};

describe('the dated lists', () => {
  it('end each row with its status, and link its title to its editor', () => {
    renderWithProviders(
      <ArticlesList
        {...listArgs}
        rows={articleRowsFixture}
        count={3}
        editHref={(article) => `/en/admin/article/${article.id}`}
      />,
      { language: 'en' },
    );
    const table = screen.getByRole('table', { name: 'Articles' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.at(-1)).toBe('Status');
    expect(within(table).getByText('Scheduled')).toBeVisible();
    expect(within(table).getByRole('link', { name: 'Untitled' })).toHaveAttribute(
      'href',
      '/en/admin/article/10',
    );
  });

  it('say when a promotion has no end', () => {
    renderWithProviders(
      <PromotionsList
        {...listArgs}
        rows={promotionRowsFixture}
        count={3}
        editHref={(promotion) => `/en/admin/promotion/${promotion.id}`}
      />,
      { language: 'en' },
    );
    expect(screen.getByText('No end date')).toBeVisible();
    expect(screen.getByText('Ended')).toBeVisible();
  });
});

describe('the editors of dated records', () => {
  it('show the cover without a remove and the draft flag, and save', async () => {
    const user = userEvent.setup();
    const form = articleFormFixture();
    renderWithProviders(
      <ArticleEditor
        article={articleFixture}
        form={form}
        cover={pictureBinding(COVER_URL)}
        onDelete={vi.fn()}
        backHref="/en/admin/articles"
      />,
      { language: 'en' },
    );
    const cover = screen.getByRole('group', { name: 'Cover image' });
    expect(within(cover).queryByRole('button', { name: /Remove/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Keep as a draft/ }));
    expect(form.onChange).toHaveBeenCalledWith('draft', 'true');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(form.onSave).toHaveBeenCalledOnce();
  });

  it("say a promotion's course and refused cover", () => {
    const form = {
      ...promotionFormFixture(),
      fieldErrors: { image_id: ['Choose a cover before publishing.'] },
    };
    renderWithProviders(
      <PromotionEditor
        promotion={promotionFixture}
        form={form}
        courses={[{ id: 1, name: 'Basics' }]}
        cover={pictureBinding(null)}
        onDelete={vi.fn()}
        backHref="/en/admin/promotions"
      />,
      { language: 'en' },
    );
    expect(screen.getByRole('combobox', { name: 'Course of the promotion' })).toHaveTextContent(
      'Basics',
    );
    expect(screen.getByText('Choose a cover before publishing.')).toBeVisible();
  });
});
