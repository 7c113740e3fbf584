import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { CourseInstructor } from './course-instructor';

const meta = {
  title: 'Blocks/CourseInstructor',
  component: CourseInstructor,
  args: {
    href: '#author',
    instructor: {
      name: 'Dr. Ecaterina Lungu',
      photo: '/demo/catalogue/person-5.svg',
      specialization: 'Dermatologist, cosmetologist, longevity physician',
      bio: '20 years of practice and more than 5,000 students.',
    },
  },
  parameters: {
    usage: {
      use: [
        'Who teaches a course, on its page: the course detail’s `instructor`, with a link to the author page.',
      ],
      avoid: [
        'The author page itself, or the home page’s author section: use AuthorBlock, with its title and gallery.',
      ],
      keyboard: [['Tab', 'Moves to the "more about the author" link; nothing else takes focus.']],
      screenReader: [
        'A region named by its h2 ("Your instructor"); the photo is described by the instructor’s name.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof CourseInstructor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photo, name, specialization, bio and the author page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cine vă predă' });
    await expect(within(region).getByRole('img', { name: 'Dr. Ecaterina Lungu' })).toBeVisible();
    await expect(
      within(region).getByRole('link', { name: 'Mai multe despre autor' }),
    ).toHaveAttribute('href', '#author');
  },
};

/** No photo and no author page: the name and text alone. */
export const WithoutPhoto: Story = {
  args: {
    href: undefined,
    instructor: { name: 'Dr. Ecaterina Lungu', bio: '20 years of practice.' },
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cine vă predă' });
    await expect(within(region).queryByRole('img')).toBeNull();
    await expect(within(region).queryByRole('link')).toBeNull();
  },
};
