import {
  IMAGE_MAX_BYTES,
  IMAGE_REFUSALS,
  type UploadedImage,
} from '@academy/contract/back-office/images';
import { uploadedCoverExample } from '@academy/contract/back-office/images.examples';
import { describe, expect, it, vi } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { FieldRefusal } from '../field-refusal';
import { createTestActor } from '../testing/create-test-actor';
import { type ImagePicture, imageUploadMachine, selectImageUpload } from './index';

const uploaded = uploadedCoverExample();
const saved: ImagePicture = { url: '/media/courses/old.jpg' };
const photo = (name = 'cover.jpg', type = 'image/jpeg', size = 1000) =>
  new File([new Uint8Array(size)], name, { type });
const refusedAs = (message: string): FieldRefusal => ({ fieldErrors: { file: [message] } });

function start(
  answer: (file: File) => Promise<UploadedImage>,
  current: ImagePicture | null = null,
) {
  const sent: File[] = [];
  const logError = vi.fn();
  const actor = createTestActor(
    imageUploadMachine.provide({
      actions: { logError },
      actors: {
        upload: fromPromise<UploadedImage, { file: File }>(({ input }) => {
          sent.push(input.file);
          return answer(input.file);
        }),
      },
    }),
    { input: { current } },
  ).start();
  const view = () => selectImageUpload(actor.getSnapshot());
  const settled = () => waitFor(actor, (snapshot) => snapshot.value !== 'uploading');
  return { actor, sent, logError, view, settled };
}

describe('imageUploadMachine', () => {
  it('shows the saved picture, uploads a chosen file and shows its card-sized file', async () => {
    // Arrange
    const { actor, sent, view, settled } = start(async () => uploaded, saved);
    expect(view()).toMatchObject({ state: 'idle', picture: saved, imageId: null, statusKey: null });
    // Act
    actor.send({ type: 'image.choose', file: photo() });
    // Assert
    expect(view()).toMatchObject({
      state: 'uploading',
      fileName: 'cover.jpg',
      picture: saved,
      statusKey: 'imageUpload.uploading',
    });
    await settled();
    expect(view()).toMatchObject({
      state: 'ready',
      imageId: 41,
      picture: { url: '/media/images/example/image_thumbnail.webp', width: 640, height: 480 },
      statusKey: 'imageUpload.uploaded',
    });
    expect(sent.map((file) => file.name)).toEqual(['cover.jpg']);
  });

  it('refuses in the browser a file over the limit and a PDF, sending nothing', () => {
    const { actor, sent, view } = start(async () => uploaded);
    actor.send({
      type: 'image.choose',
      file: photo('huge.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1),
    });
    expect(view()).toMatchObject({
      state: 'failure',
      errorKey: 'imageUpload.tooLarge',
      canRetry: false,
    });
    actor.send({ type: 'image.choose', file: photo('diploma.pdf', 'application/pdf') });
    expect(view()).toMatchObject({ state: 'failure', errorKey: 'imageUpload.pdf' });
    actor.send({ type: 'image.choose', file: photo('notes.txt', 'text/plain') });
    expect(view().errorKey).toBe('imageUpload.notAnImage');
    // Retrying a refused file would be refused again: nothing happens.
    actor.send({ type: 'image.retry' });
    expect(view().state).toBe('failure');
    expect(sent).toEqual([]);
  });

  it("says the server's refusal in its own key (a text file named .png is no image)", async () => {
    const { actor, logError, view, settled } = start(async () => {
      throw refusedAs(IMAGE_REFUSALS.notAnImage);
    });
    actor.send({ type: 'image.choose', file: photo('evil.png', 'image/png') });
    await settled();
    expect(view()).toMatchObject({
      state: 'failure',
      errorKey: 'imageUpload.notAnImage',
      canRetry: false,
    });
    expect(logError).toHaveBeenCalledOnce();
  });

  it('names each refusal of the contract, and an unknown one in general words', async () => {
    const messages = [
      [IMAGE_REFUSALS.tooManyPixels, 'imageUpload.tooManyPixels'],
      [IMAGE_REFUSALS.unreadable, 'imageUpload.unreadable'],
      [IMAGE_REFUSALS.tooLarge, 'imageUpload.tooLarge'],
      [IMAGE_REFUSALS.pdf, 'imageUpload.pdf'],
      ['"wallpaper" is not a valid choice.', 'imageUpload.refused'],
    ] as const;
    for (const [message, key] of messages) {
      const { actor, view, settled } = start(async () => {
        throw refusedAs(message);
      });
      actor.send({ type: 'image.choose', file: photo() });
      await settled();
      expect(view().errorKey).toBe(key);
    }
  });

  it('sends the same file again after a failed call', async () => {
    let offline = true;
    const { actor, sent, view, settled } = start(async () => {
      if (offline) throw new TypeError('Failed to fetch');
      return uploaded;
    });
    actor.send({ type: 'image.choose', file: photo() });
    await settled();
    expect(view()).toMatchObject({
      state: 'failure',
      errorKey: 'imageUpload.failed',
      canRetry: true,
    });
    offline = false;
    actor.send({ type: 'image.retry' });
    expect(view().state).toBe('uploading');
    await settled();
    expect(view()).toMatchObject({ state: 'ready', imageId: 41, errorKey: null });
    expect(sent).toHaveLength(2);
    expect(sent[1]).toBe(sent[0]);
  });

  it('replaces an uploaded image with another file, and removes the picture', async () => {
    const { actor, sent, view, settled } = start(
      async (file) => ({ ...uploaded, id: sent.length + file.size }),
      saved,
    );
    actor.send({ type: 'image.choose', file: photo('a.jpg') });
    await settled();
    actor.send({ type: 'image.choose', file: photo('b.jpg', 'image/jpeg', 2000) });
    await settled();
    expect(view().imageId).toBe(2002);
    actor.send({ type: 'image.remove' });
    expect(view()).toMatchObject({
      state: 'idle',
      picture: null,
      imageId: null,
      removed: true,
      statusKey: 'imageUpload.removed',
    });
  });

  it('chooses another file after a failure, and starts again from a saved record', async () => {
    const { actor, view, settled } = start(async () => uploaded);
    actor.send({ type: 'image.choose', file: photo('diploma.pdf', 'application/pdf') });
    actor.send({ type: 'image.choose', file: photo() });
    await settled();
    expect(view().state).toBe('ready');
    const next = { url: '/media/images/a/image.webp' };
    actor.send({ type: 'image.reset', current: next });
    expect(view()).toMatchObject({ state: 'idle', picture: next, imageId: null, removed: false });
    actor.send({ type: 'image.choose', file: photo('diploma.pdf', 'application/pdf') });
    actor.send({ type: 'image.remove' });
    expect(view()).toMatchObject({ state: 'idle', picture: null, removed: true });
  });

  it('fails loudly when the page provides no upload', async () => {
    const actor = createTestActor(imageUploadMachine, { input: {} }).start();
    actor.send({ type: 'image.choose', file: photo() });
    actor.send({ type: 'image.reset', current: null });
    actor.send({ type: 'image.choose', file: photo() });
    await waitFor(actor, (snapshot) => snapshot.value === 'failure');
    expect(selectImageUpload(actor.getSnapshot()).errorKey).toBe('imageUpload.failed');
  });
});
