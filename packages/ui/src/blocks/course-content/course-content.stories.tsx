import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { CourseContent } from './course-content';

const CHAPTERS = [
  {
    id: 1,
    name: 'Anatomy of the lips',
    description: 'Vessels, danger zones and proportions.',
    videos: [
      { id: 11, title: 'Blood supply', time: '12:40', free_preview: true },
      { id: 12, title: 'Ideal proportions', time: '08:15' },
    ],
  },
  {
    id: 2,
    name: 'Products and tools',
    videos: [
      { id: 21, title: 'Choosing a filler', time: '15:02' },
      { id: 22, title: 'Needle or cannula', time: '09:30' },
      { id: 23, title: 'Anaesthesia', time: '06:45' },
    ],
  },
  {
    id: 3,
    name: 'Clinical cases',
    videos: [{ id: 31, title: 'Volume restoration', time: '22:10' }],
  },
];

const meta = {
  title: 'Blocks/CourseContent',
  component: CourseContent,
  args: { chapters: CHAPTERS },
  parameters: {
    usage: {
      use: [
        'The list of chapters and their videos on the course page, each chapter opening on demand; several can be open.',
        'Open the first chapter with `defaultOpen` when a preview helps the buyer.',
        'It counts the chapters, videos and hours, and each chapter’s videos and minutes, from the videos’ `time`.',
        'Give `onPreview` to offer the free lessons (`free_preview`) with a "watch free" button.',
      ],
      avoid: [
        'Playing the paid videos: this is an outline; the player page lists the lessons to watch.',
        'A course with one short chapter: show its video list directly, without the accordion.',
      ],
      keyboard: [
        [
          'Tab',
          'Moves from chapter header to chapter header, and to the "watch free" button of an open chapter’s free lesson.',
        ],
        ['Enter / Space', 'Opens or closes the focused chapter.'],
        [
          'ArrowDown / ArrowUp',
          'Moves to the next or previous chapter header; Home and End to the first or last.',
        ],
      ],
      screenReader: [
        'A region named by its h2 ("Course content"); each chapter header is an h3 button with its number, name and video count, "expanded" or "collapsed".',
        'An open chapter is a region with its description and an ordered list of videos and their durations (with a hidden "Duration" label).',
        'A free lesson’s button is named "Watch free: <title>".',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof CourseContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed chapters: Enter opens one, several can be open at once. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('button');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second as HTMLElement);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
  },
};

export const FirstChapterOpen: Story = { args: { defaultOpen: [1] } };

/** Counts and lengths in words: the course, each chapter, each video (as a clock). */
export const Durations: Story = {
  args: { defaultOpen: [1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 capitole · 6 videoclipuri · 1 oră 14 minute')).toBeVisible();
    await expect(canvas.getByText('2 videoclipuri · 21 de minute')).toBeVisible();
    await expect(canvas.getByText('1 videoclip · 22 de minute')).toBeVisible();
    await expect(canvas.getByText('12:40')).toBeVisible();
  },
};

/** A free lesson in the first chapter, offered to anyone. */
export const WithFreePreview: Story = {
  args: { defaultOpen: [1], onPreview: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Vizionează gratuit: Blood supply' }));
    await expect(args.onPreview).toHaveBeenCalledWith(11);
    await expect(canvas.getAllByRole('button', { name: /^Vizionează gratuit/ })).toHaveLength(1);
  },
};
