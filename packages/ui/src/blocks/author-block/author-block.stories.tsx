import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
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
  parameters: {
    usage: {
      use: [
        'About the author of a course or the academy: photo, h2 title, name, specialization, text and a link to the author page.',
        'AuthorBlockSkeleton while the text loads, with the same frame.',
      ],
      avoid: [
        'A specialist in a directory: use SpecialistCard or ExpertsDirectory.',
        'The full profile on its own page: use ExpertProfile; leave `href` out here when already on that page.',
      ],
      keyboard: [
        ['Tab', 'Moves to the "learn more" link when `href` is given; nothing else takes focus.'],
        ['Enter', 'Opens the author page.'],
      ],
      screenReader: [
        'A region named by its h2 title; the photo is described by the author name.',
        'The skeleton is a region named by the eyebrow text and marked `aria-busy`, its placeholders hidden.',
      ],
    } satisfies Usage,
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
