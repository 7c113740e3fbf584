import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { DEMO_COURSE_DISCOUNTED, DEMO_COURSE_FREE } from '../course-card/course-card.fixtures';
import { CourseHero } from './course-hero';

const meta = {
  title: 'Blocks/CourseHero',
  component: CourseHero,
  args: {
    onBuy: fn(),
    course: { ...DEMO_COURSE_DISCOUNTED, total_theoretical_video: 12, total_practical_video: 7 },
  },
  parameters: {
    usage: {
      use: [
        'The top of the course page: preview video or image, tags, h1 title, duration, theory and practice video counts, price and buy.',
        'Pass `buyAction` (a BuyCourseDialog with its trigger) or `onBuy`; leave both out for a course already bought.',
      ],
      avoid: ['A course in a list: use CourseCard. The chapters: CourseContent below the hero.'],
      keyboard: [
        [
          'Tab',
          "Moves to the preview video's controls (when there is a video), then to the buy button.",
        ],
        [
          'Enter / Space',
          'On the buy button, opens the purchase; on the video, plays or pauses it (the browser controls).',
        ],
      ],
      screenReader: [
        'A region named by its h1, the course title; tags and facts are lists, with a hidden "Duration" label.',
        'The preview video is named "Course preview" (translated) and has no captions (it is silent); a still image is decorative.',
        'The price is read with its hidden labels; a free course says "Free".',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof CourseHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image, tags, duration, video counts, discounted price and the buy button. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByText('12 videoclipuri teoretice')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cumpără cursul' }));
    await expect(args.onBuy).toHaveBeenCalledOnce();
  },
};

/** A preview video with the image as its poster (not loaded until played). */
export const WithPreviewVideo: Story = {
  args: {
    course: {
      ...DEMO_COURSE_DISCOUNTED,
      preview_video_link: '/demo/catalogue/preview.mp4',
      total_theoretical_video: 12,
      total_practical_video: 7,
    },
  },
};

/** Free, already available: no buy button. */
export const FreeWithoutBuy: Story = {
  args: { onBuy: undefined, course: { ...DEMO_COURSE_FREE, total_theoretical_video: 4 } },
};
