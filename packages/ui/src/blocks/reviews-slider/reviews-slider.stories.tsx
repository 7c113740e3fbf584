import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expectLoadingBlock } from '../../test/loading-play';
import { ReviewsSlider } from './reviews-slider';

const REVIEWS = [
  {
    id: 1,
    name: 'Ana Popescu',
    role: 'Cosmetologist, Chișinău',
    text: 'Clear protocols and real cases: I used the peel course with my clients the following week.',
    avatar: '/demo/catalogue/person-1.svg',
  },
  {
    id: 2,
    name: 'Irina Volkova',
    role: 'Dermatologist',
    text: 'The anatomy lessons are the best I have seen online. Short, precise and beautifully filmed.',
    avatar: '/demo/catalogue/person-2.svg',
  },
  {
    id: 3,
    name: 'Elena Rusu',
    role: 'Aesthetic nurse',
    text: 'I watch the lessons between appointments; my progress is always saved.',
    avatar: '/demo/catalogue/person-3.svg',
  },
  {
    id: 4,
    name: 'Marie Dubois',
    role: 'Clinic owner, Lyon',
    text: 'Our whole team followed the injectables course. Excellent value.',
    avatar: '/demo/catalogue/person-4.svg',
  },
];

const meta = {
  title: 'Blocks/ReviewsSlider',
  component: ReviewsSlider,
  args: { reviews: REVIEWS },
} satisfies Meta<typeof ReviewsSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three reviews visible; the arrows show the fourth. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Diapozitivul următor' });
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.click(next);
    await waitFor(() => expect(next).toBeDisabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Diapozitivul anterior' }));
  },
};

/** A review without a photo or a role. */
export const WithoutAvatar: Story = {
  args: { reviews: [{ id: 9, name: 'Daniel M.', text: 'Simple to follow, worth every euro.' }] },
};

/** The items are loading: the real heading over placeholders of the items' size. */
export const Loading: Story = {
  args: { loading: true },
  play: expectLoadingBlock,
};
