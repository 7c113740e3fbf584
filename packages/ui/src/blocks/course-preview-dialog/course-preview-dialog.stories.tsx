import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
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

/** Closed until its button is pressed; Escape closes it and focus goes back to the button. */
export const FromItsButton: Story = {
  render: function Render(args) {
    const [video, setVideo] = useState<typeof args.video>(null);
    return (
      <>
        <Button variant="outline" onClick={() => setVideo(args.video)}>
          Vezi o lecție gratuită
        </Button>
        <CoursePreviewDialog
          {...args}
          video={video}
          onOpenChange={(open) => {
            args.onOpenChange(open);
            if (!open) setVideo(null);
          }}
        />
      </>
    );
  },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Vezi o lecție gratuită' });
    await userEvent.click(opener);
    await body.findByRole('dialog', { name: 'Introduction: the course’s goal' });
    await userEvent.keyboard('{Escape}');
    // Once the dialog has gone (it fades out), focus is back on the button that opened it.
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
