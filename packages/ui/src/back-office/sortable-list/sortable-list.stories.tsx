import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { PHONE_WIDTH } from '../story-helpers';
import { SortableList } from './sortable-list';
import type { SortableListItem, SortableListProps } from './sortable-list-types';

const chapters: SortableListItem[] = [
  { id: 1, label: 'Introducere în dermatocosmetologie' },
  { id: 2, label: 'Tipuri de ten și diagnostic' },
  { id: 3, label: 'Protocoale de curățare' },
];

/** The list kept in the story's state, as a page keeps the order it saved. */
function Reorderable(props: SortableListProps<SortableListItem>) {
  const [items, setItems] = useState(props.items);
  const onReorder = (ids: number[]) => {
    props.onReorder(ids);
    setItems(ids.map((id) => items.find((item) => item.id === id) as SortableListItem));
  };
  return <SortableList {...props} items={items} onReorder={onReorder} />;
}

const labelsOf = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('[data-slot="sortable-item"]')].map((row) => row.textContent);

const meta = {
  title: 'Back office/SortableList',
  component: SortableList,
  args: { items: chapters, label: 'Capitolele cursului', onReorder: fn() },
  render: (args) => <Reorderable {...args} />,
  parameters: {
    usage: {
      use: [
        'A short list whose order the public side shows: chapters, videos, slides, FAQ entries.',
      ],
      avoid: ['A long paged list sorted by a column: DataTable with its sort headers.'],
      keyboard: [
        ['Tab', 'Moves between the drag handles and the move up / move down buttons.'],
        ['Space or Enter on a handle', 'Picks the entry up; pressed again, drops it there.'],
        ['Arrow up / down while picked up', 'Moves the picked entry one place.'],
        ['Escape while picked up', 'Puts the entry back where it was.'],
        ['Enter on move up / move down', 'Moves the entry one place at once.'],
      ],
      screenReader: [
        'A list named by `label`; each handle and button names its entry ("Mută … mai sus").',
        'Picking up, each place passed, the drop and a cancel are announced with position of count.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof SortableList<SortableListItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest: the first entry cannot go up, the last cannot go down. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Capitolele cursului' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByRole('button', { name: 'Mută „Introducere în dermatocosmetologie” mai sus' }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Mută „Protocoale de curățare” mai jos' }),
    ).toBeDisabled();
  },
};

/** Picked up with the keyboard and carried one place down, not dropped yet. */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas
      .getByRole('button', { name: 'Mută „Introducere în dermatocosmetologie” prin tragere' })
      .focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvasElement.querySelector('[data-dragging]')).not.toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.body).toHaveTextContent('se află acum pe poziția 2 din 3'));
  },
};

/** Reordered with the keyboard: the handle's Space / arrow / Space, then the visible buttons. */
export const Reordered: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas
      .getByRole('button', { name: 'Mută „Introducere în dermatocosmetologie” prin tragere' })
      .focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvasElement.querySelector('[data-dragging]')).not.toBeNull());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.body).toHaveTextContent('poziția 2 din 3'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith([2, 1, 3]));
    canvas.getByRole('button', { name: 'Mută „Protocoale de curățare” mai sus' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenLastCalledWith([2, 3, 1]);
    await expect(labelsOf(canvasElement)).toEqual([
      'Tipuri de ten și diagnostic',
      'Protocoale de curățare',
      'Introducere în dermatocosmetologie',
    ]);
    const status = canvasElement.querySelector('[data-slot="sortable-list-status"]');
    await expect(status).toHaveTextContent(
      '„Protocoale de curățare” a fost mutat pe poziția 2 din 3.',
    );
  },
};

/** While a new order is saved: nothing can be dragged or moved. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getAllByRole('button')[1] as HTMLElement);
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};

/** The entry draws itself around the handle it is given (a count beside the title). */
export const CustomEntries: Story = {
  args: {
    renderItem: (item, handle) => (
      <>
        {handle}
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium">{item.label}</span>
          <span className="text-muted-foreground text-sm">3 videoclipuri</span>
        </span>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('3 videoclipuri')).toHaveLength(3);
  },
};

/** At 375 px the buttons stay beside each entry and long titles are cut. */
export const Phone: Story = {
  ...PHONE_WIDTH,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
