import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectLoadingBlock } from '../../test/loading-play';
import { AuthorBlock, AuthorBlockSkeleton } from './author-block';

const meta = {
  title: 'Blocks/AuthorBlock',
  component: AuthorBlock,
  args: {
    href: '#author',
    author: {
      photo: '/demo/catalogue/person-5.svg',
      title: 'Medicine with an eye for beauty',
      name: 'Dr. Natalia Ceban',
      specialization: 'Dermatologist, aesthetic medicine trainer',
      description:
        'Fifteen years of clinical practice and more than two thousand trained specialists. Natalia builds every course around the cases she meets in her own clinic.',
    },
  },
} satisfies Meta<typeof AuthorBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /Medicine with an eye/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Află mai multe' })).toHaveAttribute(
      'href',
      '#author',
    );
  },
};

/** On the author page itself: no link, no photo. */
export const WithoutLinkAndPhoto: Story = {
  args: { href: undefined, author: { title: 'About the author', name: 'Dr. Natalia Ceban' } },
};

/** The author's text is loading: the same frame, photo and rhythm as the block. */
export const Loading: Story = {
  render: () => <AuthorBlockSkeleton />,
  play: ({ canvasElement }) => expectLoadingBlock({ canvasElement, heading: false }),
};
