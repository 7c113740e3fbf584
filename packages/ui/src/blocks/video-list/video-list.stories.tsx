import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { VideoList, type VideoListItem } from './video-list';

const VIDEOS: VideoListItem[] = [
  { id: 1, title: 'Anatomia buzelor', duration: '12:40', watched: true, progress: 100 },
  { id: 2, title: 'Alegerea filerului', duration: '08:15', watched: false, progress: 40 },
  { id: 3, title: 'Tehnica cu canulă', duration: '15:02', watched: false, progress: 0 },
  { id: 4, title: 'Caz clinic: restabilirea volumului', duration: '22:10', watched: false },
];

function VideoListDemo({ videos }: { videos: readonly VideoListItem[] }) {
  const [current, setCurrent] = useState(2);
  return (
    <VideoList videos={videos} currentId={current} onSelect={setCurrent} className="max-w-md" />
  );
}

const meta = {
  title: 'Blocks/VideoList',
  component: VideoListDemo,
  args: { videos: VIDEOS },
  parameters: {
    usage: {
      use: [
        'The course player’s list of videos: numbered, with the watched mark or the percent watched, and the duration; a press chooses the video.',
        'Pass `start` so a chapter’s list continues the course’s numbering.',
      ],
      avoid: [
        'The course’s content before it is bought (no playing): use CourseContent.',
        'Links to other pages: use TextLink; these buttons only change the video on this page.',
      ],
      keyboard: [
        ['Tab', 'Moves from video to video.'],
        ['Enter / Space', 'Chooses the focused video.'],
      ],
      screenReader: [
        'An ordered list of buttons, each read with its number, title, "Watched" or "40% watched", and duration.',
        'The video playing has `aria-current="true"` and the hidden words "Now playing"; the icons are hidden.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof VideoListDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered, with the watched mark, the started percent and the duration; a click chooses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('button');
    await expect(items[0]).toHaveTextContent('01');
    await expect(items[0]).toHaveTextContent('Vizionat');
    await expect(items[1]).toHaveTextContent('40% vizionat');
    await expect(items[1]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(items[2] as HTMLElement);
    await expect(items[2]).toHaveAttribute('aria-current', 'true');
    await expect(items[1]).not.toHaveAttribute('aria-current');
  },
};
