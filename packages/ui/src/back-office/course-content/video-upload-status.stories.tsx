import {
  selectVideoUpload,
  VIDEO_UPLOAD_MESSAGE_KEYS,
  type VideoUploadInput,
  videoUploadMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromCallback } from 'xstate';
import type { Usage } from '../../docs/usage';
import { type EventOf, storyPromise, useDrivenActor } from '../../flows/use-story-actor';
import { PHONE_WIDTH } from '../story-helpers';
import { VideoUploadStatus } from './video-upload-status';

/** The upload as tus runs it: the story sends its reports; the server's percent never comes. */
const machine = videoUploadMachine.provide({
  actions: { onReady: () => {} },
  actors: {
    upload: fromCallback(() => () => {}),
    checkProcessing: storyPromise({ settle: 'never' }),
  },
});

type Events = readonly EventOf<typeof machine>[];
const file = { name: 'curatarea-in-trei-pasi.mp4', size: 48_000_000 };
const uploading: Events = [
  { type: 'upload.start', file },
  { type: 'upload.progress', sent: 18_000_000, total: 48_000_000 },
];

function Demo({ input, events }: { input: VideoUploadInput; events?: Events }) {
  const actor = useDrivenActor(machine, { input, events });
  const view = useSelector(actor, selectVideoUpload);
  return (
    <VideoUploadStatus
      title="Curățarea în trei pași"
      view={view}
      onChooseFile={(chosen) => actor.send({ type: 'upload.start', file: chosen })}
      onRetry={() => actor.send({ type: 'upload.retry' })}
      onCancel={() => actor.send({ type: 'upload.cancel' })}
    />
  );
}

const processing = (over: object = {}) => ({
  status: 'processing' as const,
  uploaded: true,
  processing_percent: 45,
  processing_error: null,
  ...over,
});

const meta = {
  title: 'Back office/VideoUploadStatus',
  component: Demo,
  args: { input: { videoId: 7 } },
  parameters: {
    flow: { machine: videoUploadMachine, messages: VIDEO_UPLOAD_MESSAGE_KEYS },
    usage: {
      use: ['A video of a course in the back office: its file chosen, uploaded and processed.'],
      avoid: ['An image or a PDF: ImageField, or a FileInput in the record’s dialog.'],
      keyboard: [['Enter on a button', 'Chooses the file, stops the upload or tries again.']],
      screenReader: [
        'The state is a status line (an alert when it failed) with the percent of the step.',
        'The progress bar is named after the video; each button names the video it acts on.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const stateOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="video-upload-status"]')?.getAttribute('data-state');

/** The story's events are sent once it is drawn: its state, when they have arrived. */
const reached = (canvasElement: HTMLElement, state: string) =>
  waitFor(() => expect(stateOf(canvasElement)).toBe(state));

/** A new video waits for its file. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await reached(canvasElement, 'idle');
    await expect(within(canvasElement).getByText('Așteaptă fișierul video.')).toBeVisible();
  },
};

/** The file is on its way: its bytes' percent, and a way to stop. */
export const Uploading: Story = {
  args: { events: uploading },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reached(canvasElement, 'uploading');
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '37');
    await expect(canvas.getByRole('button', { name: 'Oprește încărcarea' })).toBeVisible();
  },
};

/** Stopped while uploading: the upload is dropped and the video waits for its file again. */
export const UploadingStopped: Story = {
  args: { events: uploading },
  play: async ({ canvasElement }) => {
    await reached(canvasElement, 'uploading');
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Oprește încărcarea' }),
    );
    await reached(canvasElement, 'idle');
  },
};

/** The server's job makes the streams: its percent, polled. */
export const Processing: Story = {
  args: { input: { videoId: 7, initial: processing() } },
  play: async ({ canvasElement }) => {
    await reached(canvasElement, 'processing');
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('45 %');
  },
};

/** Ready: the file may still be replaced. */
export const Ready: Story = {
  args: {
    input: { videoId: 7, initial: processing({ status: 'ready', processing_percent: 100 }) },
  },
  play: async ({ canvasElement }) => {
    await reached(canvasElement, 'ready');
    await expect(
      within(canvasElement).getByRole('button', { name: /Înlocuiește fișierul/ }),
    ).toBeVisible();
  },
};

/** The file was refused as no video: why, and another file to choose (no retry of it). */
export const Failed: Story = {
  args: { events: [...uploading, { type: 'upload.error', error: { status: 422 } }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reached(canvasElement, 'failed');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Fișierul nu este un videoclip.');
    await expect(canvas.queryByRole('button', { name: 'Încearcă din nou' })).toBeNull();
    await expect(canvas.getByRole('button', { name: /Alege fișierul video/ })).toBeVisible();
  },
};

/** A dropped upload, tried again: the same file is sent again (tus resumes it). */
export const FailedRetried: Story = {
  args: { events: [...uploading, { type: 'upload.error', error: new Error('offline') }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await reached(canvasElement, 'failed');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Încărcarea a eșuat.');
    await userEvent.click(canvas.getByRole('button', { name: 'Încearcă din nou' }));
    await reached(canvasElement, 'uploading');
  },
};

/** The processing failed: ffmpeg's words for staff, and another file to choose. */
export const FailedProcessing: Story = {
  args: {
    input: {
      videoId: 7,
      initial: processing({ status: 'failed', processing_error: 'moov atom not found' }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Procesarea videoclipului a eșuat.');
    await expect(canvas.getByText(/moov atom not found/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Încearcă din nou' })).toBeNull();
  },
};

/** At 375 px the buttons wrap under the status. */
export const Phone: Story = {
  args: { events: uploading },
  ...PHONE_WIDTH,
  play: async ({ canvasElement }) => {
    await reached(canvasElement, 'uploading');
  },
};
