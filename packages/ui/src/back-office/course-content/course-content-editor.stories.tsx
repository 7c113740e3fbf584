import { selectVideoUpload, videoUploadMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fromCallback } from 'xstate';
import type { Usage } from '../../docs/usage';
import { storyPromise, useDrivenActor } from '../../flows/use-story-actor';
import { PHONE_WIDTH } from '../story-helpers';
import { courseContentFixture, emptyCourseFixture } from './course-content.fixtures';
import { CourseContentEditor } from './course-content-editor';
import type { StaffVideo } from './course-content-types';
import { VideoUploadStatus } from './video-upload-status';

const machine = videoUploadMachine.provide({
  actions: { onReady: () => {} },
  actors: {
    upload: fromCallback(() => () => {}),
    checkProcessing: storyPromise({ settle: 'never' }),
  },
});

/** Each video's flow, started where the fixture says it is (as the page starts it). */
function StoryUpload({ video }: { video: StaffVideo }) {
  const actor = useDrivenActor(machine, { input: { videoId: video.id, initial: video } });
  const view = useSelector(actor, selectVideoUpload);
  return (
    <VideoUploadStatus
      title={video.title.ro}
      view={view}
      onChooseFile={(file) => actor.send({ type: 'upload.start', file })}
      onRetry={() => actor.send({ type: 'upload.retry' })}
      onCancel={() => actor.send({ type: 'upload.cancel' })}
    />
  );
}

const meta = {
  title: 'Back office/CourseContentEditor',
  component: CourseContentEditor,
  args: {
    content: courseContentFixture,
    courseHref: '/ro/admin/course/5',
    renderVideoUpload: (video) => <StoryUpload video={video} />,
    onEditVideo: fn(),
    onCaptionsVideo: fn(),
    onDeleteVideo: fn(),
    onAddChapter: fn(),
    onRenameChapter: fn(),
    onDeleteChapter: fn(),
    onReorderChapters: fn(),
    onAddVideo: fn(),
    onReorderVideos: fn(),
    onAddProtocol: fn(),
    onDeleteProtocol: fn(),
    onAddBanner: fn(),
    onDeleteBanner: fn(),
  },
  parameters: {
    layout: 'padded',
    usage: {
      use: ['A course’s content page in the back office: chapters, videos, protocols, banners.'],
      avoid: ['A course’s texts, price and publishing: the course’s own page.'],
      keyboard: [
        ['Tab', 'Through each chapter’s handle, buttons and videos, then protocols and banners.'],
        ['Space on a handle, arrows, Space', 'Moves a chapter or a video (or its move buttons).'],
      ],
      screenReader: [
        'One h1, a section per part with its h2; each chapter is a region named after it.',
        'Each list is named (“Ordinea capitolelor”); moves and upload states are announced.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof CourseContentEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new course: nothing yet, and not published (nobody is told of additions). */
export const EmptyCourse: Story = {
  args: { content: emptyCourseFixture },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Cursul nu are încă niciun capitol/)).toBeVisible();
    await expect(canvas.getByText('Ciornă')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adaugă un capitol' }));
    await expect(args.onAddChapter).toHaveBeenCalledOnce();
  },
};

/** Two chapters whose videos are ready, processing, failed or waiting for their file. */
export const Chapters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Ordinea capitolelor' })).toBeVisible();
    const states = [...canvasElement.querySelectorAll('[data-slot="video-upload-status"]')].map(
      (status) => status.getAttribute('data-state'),
    );
    await expect(states).toEqual(['ready', 'processing', 'failed', 'idle']);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mută „Protocoale de curățare” mai sus' }),
    );
    await expect(args.onReorderChapters).toHaveBeenCalledWith([12, 11]);
    const intro = within(canvas.getByRole('region', { name: 'Introducere' }));
    await userEvent.click(intro.getByRole('button', { name: 'Adaugă un videoclip' }));
    await expect(args.onAddVideo).toHaveBeenCalledWith(expect.objectContaining({ id: 11 }));
    await userEvent.click(
      intro.getByRole('button', { name: 'Subtitrări pentru „Anatomia pielii”' }),
    );
    await expect(args.onCaptionsVideo).toHaveBeenCalledWith(expect.objectContaining({ id: 101 }));
  },
};

/** A new order the server refused: said above the lists, which hold still while saving. */
export const ReorderRefused: Story = {
  args: {
    notice: 'Noua ordine nu a fost salvată; lista a fost reîncărcată.',
    reordering: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Noua ordine nu a fost salvată/)).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Mută „Protocoale de curățare” mai sus' }),
    ).toBeDisabled();
  },
};

/** At 375 px every part stacks; the buttons stay reachable. */
export const Phone: Story = {
  ...PHONE_WIDTH,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region').length).toBeGreaterThan(2);
  },
};
