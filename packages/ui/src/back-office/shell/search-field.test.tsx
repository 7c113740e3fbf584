import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SearchField } from './search-field';

describe('SearchField', () => {
  it('searches once per Enter or button, with the text trimmed, not per key', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    renderWithProviders(<SearchField value="elena" onSearch={onSearch} />, { language: 'en' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveValue('elena');
    await user.clear(box);
    await user.type(box, 'rusu{Enter}');
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onSearch).toHaveBeenCalledWith('rusu');
    await user.clear(box);
    await user.type(box, '  ion ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('ion');
  });

  it('shows the search in force again when the page changes it', () => {
    const { rerender } = renderWithProviders(<SearchField value="a" onSearch={vi.fn()} />);
    rerender(<SearchField value="b" onSearch={vi.fn()} />);
    expect(screen.getByRole('searchbox')).toHaveValue('b');
  });
});
