import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { expectLoadingBlock } from '../../test/loading-play';
import { CourseCard, CourseCardSkeleton } from './course-card';
import {
  DEMO_COURSE_DISCOUNTED as discounted,
  DEMO_COURSE_FREE as free,
  DEMO_COURSE_PLAIN as plain,
} from './course-card.fixtures';

const meta = {
  title: 'Blocks/CourseCard',
  component: CourseCard,
  args: { course: plain, href: '#course' },
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  parameters: {
    usage: {
      use: [
        'A course in a list or grid: image, badges (discount, new, free), brand tags, duration and the euro price; the card opens the course.',
        'Put it in a `<li>` of COURSE_GRID; CourseCardSkeleton while it loads.',
      ],
      avoid: [
        'A course the member already bought: use CourseProgressCard, which opens the player and shows progress.',
        'Shop products: use ProductCard, with its cart action.',
      ],
      keyboard: [
        [
          'Tab',
          'Moves to the card: its title link is the one stop; the whole card shows the ring.',
        ],
        ['Enter', 'Opens the course page.'],
      ],
      screenReader: [
        'An article with a heading (h3 by default) that is its link, named by the course title.',
        'Duration and prices carry hidden labels ("Duration", "Original price", "Price"); the struck-through price is read as the old one.',
        'Badges are read as text before the title; the image is decorative.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof CourseCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Full price, brand tags and duration. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: plain.title });
    await expect(link).toHaveAttribute('href', '#course');
    await expect(canvasElement).toHaveTextContent('180 €');
  },
};

/** New and discounted: the old price struck through, the euro price truncated. */
export const DiscountedNew: Story = {
  args: { course: discounted },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('−20%')).toBeVisible();
    await expect(canvas.getByText('Nou')).toBeVisible();
    await expect(canvasElement).toHaveTextContent('256 €');
  },
};

export const Free: Story = { args: { course: free } };

/** Without an image or tags: the layout keeps its shape. */
export const Minimal: Story = {
  args: { course: { id: 99, title: 'Skin barrier basics', price: 99.9 } },
};

/** A card still loading: the card's frame, image and text rhythm, hidden from assistive technology. */
export const Loading: Story = {
  render: () => (
    <div aria-busy="true" className="w-72">
      <CourseCardSkeleton />
    </div>
  ),
  play: ({ canvasElement }) => expectLoadingBlock({ canvasElement, heading: false }),
};
