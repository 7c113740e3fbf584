import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import type { Usage } from '../../docs/usage';
import { CoursePreviewDialog } from './course-preview-dialog';

const meta = {
  title: 'Blocks/CoursePreviewDialog',
  component: CoursePreviewDialog,
  args: {
    video: {
      title: 'Introduction: the course’s goal',
      hls: null,
      video_link: '/demo/video/theory.mp4',
      poster: '/demo/catalogue/course-2.svg',
    },
    onOpenChange: fn(),
    footer: <Button>Cumpără cursul</Button>,
  },
  parameters: {
    usage: {
      use: [
        'A free preview lesson of the course page, played to anyone (the video’s `free_preview`, with its signed links).',
        'Put the course’s buy action in `footer`, so the lesson leads to the purchase.',
      ],
      avoid: [
        'Lessons of a bought course: the player page (CoursePlayer) keeps progress and lists the lessons.',
        'The course’s silent trailer: CourseHero plays `preview_video_link` in place.',
      ],
      keyboard: [
        ['Tab', 'Moves between the video’s controls, the footer’s action and the close button.'],
        ['Space / Enter', 'On the video’s controls, plays or pauses it.'],
        [
          'Escape',
          'Closes the dialog and stops the lesson; focus goes back to the button that opened it.',
        ],
      ],
      screenReader: [
        'A dialog named by the lesson’s title, described as a free lesson of the course; the video is named by the same title.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof CoursePreviewDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened on a free lesson: the video, its title and the buy action under it. */
export const Open: Story = {
  // The lesson plays: its frames move, so no screenshot compares it.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Introduction: the course’s goal' });
    await expect(dialog.querySelector('video')).toHaveAttribute('src', '/demo/video/theory.mp4');
    await expect(within(dialog).getByRole('button', { name: 'Cumpără cursul' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
