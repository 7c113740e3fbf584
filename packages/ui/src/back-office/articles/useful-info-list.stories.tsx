import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dataStateOf } from '../story-helpers';
import { usefulInfoRowsFixture } from './articles.fixtures';
import { UsefulInfoList } from './useful-info-list';

const meta = {
  title: 'Back office/Articles/UsefulInfoList',
  component: UsefulInfoList,
  args: {
    entries: usefulInfoRowsFixture,
    state: 'ready',
    onReorder: fn(),
    onRetry: fn(),
    onCreate: fn(),
    editHref: (entry) => `/ro/admin/useful-info-entry/${entry.id}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof UsefulInfoList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The entries in members' order: moved with the buttons (or dragged), each a link. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Ordinea informațiilor utile' });
    await expect(within(list).getByRole('link', { name: 'Plata în rate' })).toHaveAttribute(
      'href',
      '/ro/admin/useful-info-entry/3',
    );
    await userEvent.click(
      within(list).getByRole('button', { name: 'Mută „Plata în rate” mai sus' }),
    );
    await expect(args.onReorder).toHaveBeenCalledWith([1, 3, 2]);
  },
};

/** A new order being saved: the moves wait. */
export const Saving: Story = {
  args: { state: 'saving' },
  play: async ({ canvasElement }) =>
    expect(dataStateOf(canvasElement, 'useful-info-list')).toBe('saving'),
};

export const ReorderFailed: Story = {
  args: { reorderFailed: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Noua ordine nu a fost salvată',
    ),
};

export const Loading: Story = {
  args: { state: 'loading', entries: [] },
  play: async ({ canvasElement }) =>
    expect(dataStateOf(canvasElement, 'useful-info-list')).toBe('loading'),
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Nu există încă informații utile.')).toBeVisible(),
};

export const Failure: Story = {
  args: { state: 'error', entries: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Încearcă din nou/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Pagină nouă' })).toBeVisible(),
};
