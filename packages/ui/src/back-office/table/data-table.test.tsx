import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { DataTable } from './data-table';
import { accountColumnsFixture, accountRowsFixture } from './data-table.fixtures';

const table = (props: Partial<Parameters<typeof DataTable>[0]> = {}) => (
  <DataTable
    columns={accountColumnsFixture}
    rows={accountRowsFixture.slice(0, 3)}
    count={23}
    page={2}
    pageSize={3}
    state="ready"
    emptyText="None"
    caption="Accounts"
    getRowId={(row) => String(row.id)}
    onPageChange={vi.fn()}
    {...(props as object)}
  />
);

describe('DataTable', () => {
  it('selects and clears the page shown, keeping what was chosen on other pages', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(table({ selection: { selected: ['7', '102'], onChange } }), {
      language: 'en',
    });
    const all = screen.getByRole('checkbox', { name: 'Select every row on this page' });
    expect(all).toHaveAttribute('aria-checked', 'mixed');
    // Rows are numbered in the whole list: page 2 of 3 starts at 4.
    expect(screen.getByRole('checkbox', { name: 'Select row 5' })).toBeChecked();
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith(['7', '101', '102', '103']);
  });

  it('clears only the page shown when it is all selected', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(table({ selection: { selected: ['7', '101', '102', '103'], onChange } }), {
      language: 'en',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(onChange).toHaveBeenLastCalledWith(['7']);
  });

  it('says which rows of how many it shows, and sorts only when the page can', async () => {
    renderWithProviders(table(), { language: 'en' });
    expect(screen.getByText('4–6 of 23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nume' })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Nume' })).not.toHaveAttribute('aria-sort');
  });
});
