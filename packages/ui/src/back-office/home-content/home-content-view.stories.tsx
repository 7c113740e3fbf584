import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE_WIDTH, ready } from '../story-helpers';
import { faqFixture, reviewsFixture, slidesFixture } from './home-content.fixtures';
import { HomeContentView } from './home-content-view';

const meta = {
  title: 'Back office/Home content/HomeContentView',
  component: HomeContentView,
  args: {
    slides: ready(slidesFixture),
    reviews: ready(reviewsFixture),
    faq: ready(faqFixture),
    onCreate: fn(),
    onEdit: fn(),
    onDelete: fn(),
    onReorder: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof HomeContentView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three lists in Home's order, each record with its edit, delete and moves. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Pagina principală' }),
    ).toBeVisible();
    await expect(canvas.getByText('Fără buton')).toBeVisible();
    await expect(canvas.getByText('Cosmetolog · 5 din 5')).toBeVisible();
    const faq = within(canvas.getByRole('list', { name: 'Întrebările' }));
    await userEvent.click(
      faq.getByRole('button', { name: 'Mută „Pot urmări de pe telefon?” mai sus' }),
    );
    await expect(args.onReorder).toHaveBeenCalledWith('faq', [2, 1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Întrebare nouă' }));
    await expect(args.onCreate).toHaveBeenCalledWith('faq');
  },
};

export const Empty: Story = {
  args: { slides: ready([]), reviews: ready([]), faq: ready([]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Niciun slide încă.')).toBeVisible();
    await expect(canvas.getByText('Nicio întrebare încă.')).toBeVisible();
  },
};

/** The reviews did not load: said, with a retry; the other lists show. */
export const LoadFailed: Story = {
  args: { reviews: { state: 'error' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reîncearcă' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The FAQ's new order was not saved. */
export const ReorderFailed: Story = {
  args: { reorder: { list: 'faq', state: 'failed' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Noua ordine nu a fost salvată. Reîncearcă.'),
    ).toBeVisible();
  },
};

/** At 375 px: thumbnails, names cut, the buttons beside each record. */
export const Phone: Story = {
  ...PHONE_WIDTH,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Slide nou' })).toBeVisible();
  },
};
