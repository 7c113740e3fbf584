import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { DataTable, type DataTableSort } from './data-table';
import {
  type AccountRowFixture,
  accountColumnsFixture,
  accountRowsFixture,
} from './data-table.fixtures';

type Props = ComponentProps<typeof DataTable<AccountRowFixture>>;

/** The table with its sort, page and selection kept in state, as a page keeps them in the URL. */
function ControlledTable(props: Props) {
  const [sort, setSort] = useState<DataTableSort | undefined>(props.sort);
  const [page, setPage] = useState(props.page);
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <DataTable
      {...props}
      sort={sort}
      page={page}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange(next);
      }}
      selection={
        props.selection
          ? {
              selected,
              onChange: (ids) => {
                setSelected(ids);
                props.selection?.onChange(ids);
              },
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Back office/DataTable',
  component: DataTable<AccountRowFixture>,
  render: (args) => <ControlledTable {...args} />,
  args: {
    columns: accountColumnsFixture,
    rows: accountRowsFixture,
    count: 42,
    page: 1,
    pageSize: 10,
    state: 'ready',
    emptyText: 'Niciun cont nu corespunde filtrelor.',
    caption: 'Conturi',
    getRowId: (row) => String(row.id),
    onSortChange: fn(),
    onPageChange: fn(),
    onRetry: fn(),
  },
  parameters: {
    usage: {
      use: [
        'Every list of the back office: the server pages, sorts and filters it (TanStack Table in manual mode).',
        'With `selection` for bulk actions on the rows of the page shown (bulk activate).',
      ],
      avoid: [
        'A short fixed list of a record (an order’s lines): a DetailList or a plain table is enough.',
        'Public pages: this is the staff’s dense list, in their own chunk.',
      ],
      keyboard: [
        [
          'Tab',
          'Reaches the scrolling region, then each sort button, checkbox and link, then the page buttons.',
        ],
        ['Enter / Space', 'On a column’s button: sorts by it, ascending, then descending.'],
        ['← / →', 'In the focused region: scrolls the columns on a narrow screen.'],
      ],
      screenReader: [
        'A region named by the caption holds the table; the header of the sorted column says `aria-sort`.',
        'The select-all checkbox is named “Select every row on this page”, each row’s by its number.',
        'The range (“1–10 of 42”) is announced politely when the page changes; the error is an alert.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof DataTable<AccountRowFixture>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading: skeleton rows in the table's shape, the table busy, no pagination. */
export const Loading: Story = {
  args: { state: 'loading', rows: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Se încarcă lista…');
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(
      3,
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Empty: the list's own text in place of the rows. */
export const Empty: Story = {
  args: { rows: [], count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Niciun cont nu corespunde filtrelor.')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Error: an alert and a retry button, which asks the page to load again. */
export const ErrorWithRetry: Story = {
  args: { state: 'error', rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Lista nu a putut fi încărcată.');
    await userEvent.click(canvas.getByRole('button', { name: 'Încearcă din nou' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Filled: sorted from the keyboard (Enter on a column, again to reverse), paged with Next. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText('1–10 din 42')).toBeVisible();
    const name = canvas.getByRole('button', { name: 'Nume' });
    const header = canvas.getByRole('columnheader', { name: 'Nume' });
    await expect(header).toHaveAttribute('aria-sort', 'none');
    await expect(canvas.queryByRole('button', { name: 'E-mail' })).toBeNull();
    name.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: false });
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ id: 'name', desc: true });
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('button', { name: /Anterioara/ })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Următoarea/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('11–20 din 42')).toBeVisible();
  },
};

/** The last page: "41–42 of 42", Next disabled. */
export const FilledLastPage: Story = {
  args: { page: 5, rows: accountRowsFixture.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('41–42 din 42')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Următoarea/ })).toBeDisabled();
  },
};

/** Selection: a row, then the whole page with the labelled select-all, then none. */
export const Selection: Story = {
  args: { selection: { selected: [], onChange: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: 'Selectează toate rândurile de pe pagină' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Selectează rândul 2' }));
    await expect(args.selection?.onChange).toHaveBeenLastCalledWith(['102']);
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(all);
    await expect(args.selection?.onChange).toHaveBeenLastCalledWith(
      accountRowsFixture.map((row) => String(row.id)),
    );
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(args.selection?.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** At 375 px the columns scroll sideways inside the table's own focusable region. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  // A phone's width, whatever the runner's window.
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Conturi' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};
