import type { UploadedImage } from '@academy/contract/back-office/images';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import type { ImageUploadMessageKey } from './image-upload.message-keys';
import { failureKeyOf, isRetryable, refusalOfFile } from './image-upload.rules';

/** A picture as a form shows it: the record's saved one, or an uploaded variant. */
export interface ImagePicture {
  url: string;
  width?: number;
  height?: number;
}

export interface ImageUploadContext {
  /** The record's saved picture, shown until another is uploaded or it is removed. */
  current: ImagePicture | null;
  /** The file chosen last, kept to send it again after a failure. */
  file: File | null;
  /** The image uploaded (its `id` goes in the record's save body), or null. */
  image: UploadedImage | null;
  /** The editor removed the picture: the save clears it (where the record allows none). */
  removed: boolean;
  errorKey: ImageUploadMessageKey | null;
}

export type ImageUploadEvent =
  | { type: 'image.choose'; file: File }
  | { type: 'image.retry' }
  | { type: 'image.remove' }
  /** The record was saved or loaded again: its picture is now `current`. */
  | { type: 'image.reset'; current: ImagePicture | null };

export interface ImageUploadInput {
  current?: ImagePicture | null;
}

const start = (current: ImagePicture | null): ImageUploadContext => ({
  current,
  file: null,
  image: null,
  removed: false,
  errorKey: null,
});

const choose = [
  // Refused in the browser (too large, a PDF): nothing is sent.
  {
    guard: 'isFileRefused',
    target: '#imageUpload.failure',
    actions: 'refuseFile',
  },
  { target: '#imageUpload.uploading', actions: 'takeFile' },
] as const;
const remove = { target: '#imageUpload.idle', actions: 'remove' } as const;
const reset = { target: '#imageUpload.idle', actions: 'reset' } as const;

/**
 * An image field of the back office (issue 27): idle (the record's picture, or none) → uploading
 * (actor `upload`, the file; the server resizes it) → ready (the uploaded image, whose id the
 * record's save sends) or failure (why, in the contract's words: too large, a PDF, no image…;
 * a failed call can be retried with the same file). Another file can be chosen from any state
 * but uploading; remove clears the picture.
 */
export const imageUploadMachine = setup({
  types: {
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
    input: {} as ImageUploadInput,
  },
  actors: {
    /** `POST /admin/images/` with the file and the field's purpose. */
    upload: notProvided<UploadedImage, { file: File }>('upload'),
  },
  actions: {
    takeFile: assign(({ event }) =>
      event.type === 'image.choose' ? { file: event.file, errorKey: null } : {},
    ),
    refuseFile: assign(({ event }) =>
      event.type === 'image.choose'
        ? { file: event.file, errorKey: refusalOfFile(event.file) }
        : {},
    ),
    keepImage: assign((_, params: { image: UploadedImage }) => ({
      image: params.image,
      removed: false,
      errorKey: null,
    })),
    keepFailure: assign((_, params: { error: unknown }) => ({
      errorKey: failureKeyOf(params.error),
    })),
    remove: assign({ current: null, image: null, file: null, removed: true, errorKey: null }),
    reset: assign(({ event }) => (event.type === 'image.reset' ? start(event.current) : {})),
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isFileRefused: ({ event }) => event.type === 'image.choose' && !!refusalOfFile(event.file),
    canRetry: ({ context }) => context.file !== null && isRetryable(context.errorKey),
  },
}).createMachine({
  id: 'imageUpload',
  context: ({ input }) => start(input?.current ?? null),
  initial: 'idle',
  states: {
    idle: {
      on: { 'image.choose': choose, 'image.remove': remove, 'image.reset': reset },
    },
    uploading: {
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => ({ file: context.file as File }),
        onDone: {
          target: 'ready',
          actions: { type: 'keepImage', params: ({ event }) => ({ image: event.output }) },
        },
        onError: {
          target: 'failure',
          actions: [
            { type: 'keepFailure', params: errorParams },
            { type: 'logError', params: errorParams },
          ],
        },
      },
      on: { 'image.reset': reset },
    },
    ready: {
      on: { 'image.choose': choose, 'image.remove': remove, 'image.reset': reset },
    },
    failure: {
      on: {
        'image.retry': { guard: 'canRetry', target: 'uploading' },
        'image.choose': choose,
        'image.remove': remove,
        'image.reset': reset,
      },
    },
  },
});

export type ImageUploadSnapshot = SnapshotFrom<typeof imageUploadMachine>;
export type ImageUploadActorRef = ActorRefFrom<typeof imageUploadMachine>;
