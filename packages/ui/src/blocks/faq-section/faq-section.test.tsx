import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fixHappyDomNodeGetters } from '../../lib/happy-dom-node-getters';
import { renderWithProviders } from '../../test/render';
import { FaqSection } from './faq-section';

beforeAll(fixHappyDomNodeGetters);

describe('FaqSection', () => {
  it('toggles answers, renders them sanitized and calls onScrollToForm', async () => {
    const onScrollToForm = vi.fn();
    renderWithProviders(
      <FaqSection
        onScrollToForm={onScrollToForm}
        items={[{ id: 1, name: 'Q?', description: '<p onclick="x">Answer <b>bold</b></p>' }]}
      />,
      { language: 'en' },
    );
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: 'Q?' });
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByText('bold').closest('p');
    expect(answer).not.toHaveAttribute('onclick');
    await userEvent.click(screen.getByRole('button', { name: 'Ask your question' }));
    expect(onScrollToForm).toHaveBeenCalledOnce();
  });

  it('shows the empty state without items', () => {
    renderWithProviders(<FaqSection items={[]} />, { language: 'en' });
    expect(screen.getByText('No questions here yet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
