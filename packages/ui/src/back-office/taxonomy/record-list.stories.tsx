import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecordList, type RecordListProps, type RecordListRow } from './record-list';

const rows: RecordListRow[] = [
  { id: 1, label: 'Îngrijire de bază', meta: 'Cursuri: 4' },
  { id: 2, label: 'Peelinguri', meta: 'Cursuri: 2' },
  { id: 3, label: 'Masaj facial', meta: 'Cursuri: 0' },
];

/** The order kept in the story's state, as a page shows the order it saves. */
function Ordered(props: RecordListProps) {
  const [order, setOrder] = useState(props.rows);
  return (
    <RecordList
      {...props}
      rows={order}
      onReorder={
        props.onReorder &&
        ((ids) => {
          props.onReorder?.(ids);
          setOrder(ids.map((id) => order.find((row) => row.id === id) as RecordListRow));
        })
      }
    />
  );
}

const meta = {
  title: 'Back office/Taxonomy/RecordList',
  component: RecordList,
  render: (args) => <Ordered {...args} />,
  args: {
    title: 'Modulele categoriei „Cosmetologie”',
    addLabel: 'Modul nou',
    emptyText: 'Niciun modul.',
    listLabel: 'Modulele categoriei „Cosmetologie”',
    rows,
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onReorder: fn(),
  },
} satisfies Meta<typeof RecordList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ordered records: each moves by drag and drop or its buttons, is edited or deleted. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Mută „Peelinguri” mai sus' }));
    await expect(args.onReorder).toHaveBeenCalledWith([2, 1, 3]);
    await userEvent.click(canvas.getByRole('button', { name: 'Editează „Masaj facial”' }));
    await expect(args.onEdit).toHaveBeenCalledWith(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge „Masaj facial”' }));
    await expect(args.onDelete).toHaveBeenCalledWith(3);
  },
};

/** A list the public side shows by id: no moves; a record that cannot go has no delete. */
export const Unordered: Story = {
  args: {
    onReorder: undefined,
    rows: [{ ...rows[0], deletable: false } as RecordListRow, rows[1] as RecordListRow],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /mai sus/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Șterge „Îngrijire de bază”' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Niciun modul.')).toBeVisible();
  },
};

/** The list did not load: said, with a retry. */
export const LoadFailed: Story = {
  args: { rows: [], failed: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reîncearcă' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Its last new order was not saved. */
export const ReorderFailed: Story = {
  args: { reorderFailed: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Noua ordine nu a fost salvată. Reîncearcă.'),
    ).toBeVisible();
  },
};
