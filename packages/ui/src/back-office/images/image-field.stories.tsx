import { uploadedCoverExample } from '@academy/contract/back-office/images.examples';
import {
  IMAGE_UPLOAD_MESSAGE_KEYS,
  type ImagePicture,
  imageUploadMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../../flows/use-story-actor';
import { PHONE_WIDTH } from '../story-helpers';
import { ImageField } from './image-field';
import { useImageField } from './use-image-field';

const uploaded = uploadedCoverExample(() => '/demo/catalogue/course-2.svg');
const saved: ImagePicture = { url: '/demo/catalogue/course-1.svg', width: 640, height: 480 };
const photo = new File([new Uint8Array(2048)], 'coperta.jpg', { type: 'image/jpeg' });
const textAsPng = new File(['<script>'], 'notite.png', { type: 'image/png' });

/** The upload stands in: answers, never answers, fails to arrive, or is refused by the server. */
const machines = {
  answers: imageUploadMachine.provide({
    actors: { upload: storyPromise({ settle: 'resolve', output: uploaded }) },
  }),
  pending: imageUploadMachine.provide({ actors: { upload: storyPromise({ settle: 'never' }) } }),
  offline: imageUploadMachine.provide({
    actors: { upload: storyPromise({ settle: 'reject', error: new TypeError('Failed to fetch') }) },
  }),
  refuses: imageUploadMachine.provide({
    actors: {
      upload: storyPromise({
        settle: 'reject',
        error: {
          fieldErrors: {
            file: ['This file is not an image: upload a JPEG, PNG, WebP or GIF picture.'],
          },
        },
      }),
    },
  }),
};
type Events = readonly EventOf<typeof imageUploadMachine>[];

function ImageFieldDemo({
  machine,
  current = null,
  events = [],
  removable,
}: {
  machine: keyof typeof machines;
  current?: ImagePicture | null;
  events?: Events;
  removable?: boolean;
}) {
  const actor = useDrivenActor(machines[machine], { input: { current }, events });
  const { field } = useImageField(actor);
  return (
    <div className="max-w-md">
      <ImageField label="Coperta cursului" removable={removable} {...field} />
    </div>
  );
}

const meta = {
  title: 'Back office/Images/ImageField',
  component: ImageFieldDemo,
  parameters: {
    flow: { machine: imageUploadMachine, messages: IMAGE_UPLOAD_MESSAGE_KEYS },
    usage: {
      use: [
        'Every picture of an authoring form (a course cover, a slide, a logo): the server resizes it into the files its purpose names; the record’s save sends the image’s id.',
      ],
      avoid: ['Documents (a protocol, a legal PDF): a PDF is refused here; use FileInput.'],
      keyboard: [['Tab', 'Moves through Choose / Replace, Try again and Remove.']],
      screenReader: [
        'The field is a group named by its label; the picture is named "Current image: <label>"; the upload’s progress, its end and a removal are announced (status), a refusal is an alert.',
      ],
    },
  },
  args: { machine: 'answers' },
} satisfies Meta<typeof ImageFieldDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No picture yet: choosing a file uploads it and shows the card-sized file the server made. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Coperta cursului' })).toBeVisible();
    await expect(canvas.getByText('Nicio imagine')).toBeVisible();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, photo);
    await expect(
      await canvas.findByRole('img', { name: 'Imaginea actuală: Coperta cursului' }),
    ).toHaveAttribute('src', '/demo/catalogue/course-2.svg');
    await expect(canvas.getByRole('status')).toHaveTextContent('Imaginea a fost încărcată');
  },
};

/** The record’s saved picture, with Replace and Remove; removing it is announced. */
export const WithPicture: Story = {
  args: { current: saved },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img')).toHaveAttribute('width', '640');
    await expect(canvas.getByRole('button', { name: 'Înlocuiți imaginea' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminați imaginea' }));
    await expect(canvas.getByText('Nicio imagine')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Imaginea a fost eliminată');
  },
};

/** The file goes and the server resizes it: an indeterminate progress, the button busy. */
export const Uploading: Story = {
  args: {
    machine: 'pending',
    current: saved,
    events: [{ type: 'image.choose', file: photo }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const progress = await canvas.findByRole('progressbar', { name: 'Încărcare în curs' });
    await expect(progress).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.getByRole('button', { name: 'Înlocuiți imaginea' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Eliminați imaginea' })).toBeNull();
  },
};

/** Uploaded: the new picture shows; saving the record keeps it. */
export const Ready: Story = {
  args: { events: [{ type: 'image.choose', file: photo }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.firstElementChild?.firstElementChild).toHaveAttribute(
        'data-state',
        'ready',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Înlocuiți imaginea' })).toBeEnabled();
  },
};

/** The call did not arrive: said, and the same file can be sent again. */
export const Failure: Story = {
  args: { machine: 'offline', current: saved, events: [{ type: 'image.choose', file: photo }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'coperta.jpg: Imaginea nu a putut fi încărcată',
    );
    await expect(canvas.getByRole('button', { name: 'Încercați din nou' })).toBeVisible();
  },
};

/** A text file named .png: the server reads its first bytes and refuses it; no retry offered. */
export const Refused: Story = {
  args: { machine: 'refuses', events: [{ type: 'image.choose', file: textAsPng }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'notite.png: Acest fișier nu este o imagine',
    );
    await expect(canvas.queryByRole('button', { name: 'Încercați din nou' })).toBeNull();
  },
};

/** A record that must keep a picture (a course’s cover) offers no remove. */
export const Required: Story = {
  args: { current: saved, removable: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('button', { name: 'Eliminați imaginea' }),
    ).toBeNull();
  },
};

/** At 375 px the frame takes the width and the buttons wrap. */
export const Phone: Story = { ...PHONE_WIDTH, args: { current: saved } };
