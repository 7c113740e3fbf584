import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import type { Usage } from '../../docs/usage';
import { DEMO_COURSE_DISCOUNTED, DEMO_COURSE_FREE } from '../course-card/course-card.fixtures';
import { CourseActionSkeleton, CourseHero } from './course-hero';

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
        'While it is not known whether the reader owns the course, pass `<CourseActionSkeleton />` as `buyAction`: never a guessed "Buy" or "Watch".',
        '`previewAction` sits beside it: a free lesson to watch first.',
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
    // The discount said as the cards say it, the old price struck beside the new one.
    await expect(canvas.getByText('−20%')).toBeVisible();
    await expect(canvas.getByText('320 €', { selector: 's' })).toBeVisible();
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

/** Ownership not known yet (a logged-in reader's page before their access is): no guessed button. */
export const OwnershipPending: Story = {
  args: { onBuy: undefined, buyAction: <CourseActionSkeleton /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Se verifică accesul la curs');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** A course with a free lesson: its button beside the discounted price and the buy button. */
export const WithFreeLesson: Story = {
  args: {
    previewAction: (
      <Button variant="outline" size="lg">
        Vezi o lecție gratuită
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Vezi o lecție gratuită' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cumpără cursul' })).toBeVisible();
  },
};

/** A length the API writes as a clock ("2:15:00") reads in words, with each language's plurals. */
export const DurationInWords: Story = {
  args: {
    course: {
      ...DEMO_COURSE_DISCOUNTED,
      time: '2:15:00',
      total_theoretical_video: 1,
      total_practical_video: 21,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 ore 15 minute')).toBeVisible();
    await expect(canvas.getByText('1 videoclip teoretic')).toBeVisible();
    await expect(canvas.getByText('21 de videoclipuri practice')).toBeVisible();
  },
};
