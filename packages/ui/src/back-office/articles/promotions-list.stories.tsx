import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { playListFailure, playListLoading, searchedListArgs } from '../story-helpers';
import { promotionRowsFixture } from './articles.fixtures';
import { PromotionsList } from './promotions-list';

const meta = {
  title: 'Back office/Articles/PromotionsList',
  component: PromotionsList,
  args: {
    status: 'all',
    onStatusChange: fn(),
    ...searchedListArgs(),
    sort: { id: 'starts_at', desc: true },
    rows: promotionRowsFixture,
    count: promotionRowsFixture.length,
    onCreate: fn(),
    editHref: (promotion) => `/ro/admin/promotion/${promotion.id}`,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PromotionsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scheduled, running and ended promotions with their discount and period. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Promoții' });
    await expect(within(table).getByText('20 %')).toBeVisible();
    await expect(within(table).getByText('Fără termen de încheiere')).toBeVisible();
    await expect(within(table).getByText('Încheiat')).toBeVisible();
    await expect(within(table).getByRole('link', { name: 'Black Friday' })).toHaveAttribute(
      'href',
      '/ro/admin/promotion/2',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Promoție nouă' }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: 'loading', rows: [], count: 0 },
  play: playListLoading('promotions-list'),
};

export const Empty: Story = {
  args: { rows: [], count: 0 },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Nicio promoție nu corespunde.')).toBeVisible(),
};

export const Failure: Story = {
  args: { state: 'error', rows: [], count: 0 },
  play: playListFailure('promotions-list'),
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Promoție nouă' })).toBeVisible(),
};
