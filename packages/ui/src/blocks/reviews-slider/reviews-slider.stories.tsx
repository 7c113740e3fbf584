import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
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
  parameters: {
    usage: {
      use: [
        'The home page’s student reviews: three at a time on wide screens, one on phones, with arrows and dots.',
        'Pass `loading` while the reviews are on their way: placeholders of their size sit under the real heading.',
      ],
      avoid: [
        'A single quote inside an article: use RichText’s blockquote.',
        'A specialist’s before/after work: use ExpertWorks.',
      ],
      keyboard: [
        ['Tab', 'Reaches Previous slide and Next slide in the heading, then one dot per position.'],
        ['Enter / Space', 'On an arrow, moves one review; on a dot, goes to that position.'],
        ['← / →', 'With focus in the carousel: the previous or next review.'],
      ],
      screenReader: [
        'A region with the role description "carousel", named by its h2 "What our students say"; each review is a slide group "2 of 6".',
        'A review is a figure: the text as a blockquote, the name and role as its caption; the avatar and quote mark are hidden.',
        'The track is a polite live region; the current dot has `aria-current`, and the arrows are disabled at either end.',
      ],
    } satisfies Usage,
  },
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
