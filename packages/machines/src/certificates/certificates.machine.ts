import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { refusedField, refusesFieldGuard } from '../field-refusal';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  type Certificate,
  type CertificateFile,
  isAllowedCertificateUpload,
  uploadFraction,
} from './certificates.rules';

export interface CertificatesInput {
  profileId: number;
  certificates: readonly Certificate[];
}

export interface CertificatesContext {
  profileId: number;
  certificates: Certificate[];
  /** The certificate awaiting delete confirmation or being deleted. */
  pendingDeleteId: number | null;
  /** The file being uploaded. */
  uploadFile: CertificateFile | null;
  /** How much of the file has been sent, 0 to 1, while uploading; null when not known. */
  uploadProgress: number | null;
}

export type CertificatesEvent =
  | { type: 'file.select'; file: CertificateFile }
  | { type: 'certificate.toggleShow'; id: number }
  | { type: 'delete.request'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'certificates.update'; certificates: readonly Certificate[] }
  /** Sent by the upload's implementation as the bytes go out (an XHR's upload progress). */
  | { type: 'upload.progress'; loaded: number; total: number };

/** POST /accounts/certificates_and_diplomas/ as form data (spec 7.2). */
export interface UploadCertificateInput {
  user_profile_id: number;
  image: CertificateFile;
  show: boolean;
  for_completing_the_course: false;
}

/**
 * The user's certificates (spec 2.9; spec 5, Files and Certificate deletion): upload with the
 * file type check, show / hide toggles (saved with My page), delete after confirmation.
 */
export const certificatesMachine = setup({
  types: {
    input: {} as CertificatesInput,
    context: {} as CertificatesContext,
    events: {} as CertificatesEvent,
  },
  actions: {
    /** window.alert with the translated message, in the app. */
    showAlert: (_, _params: { messageKey: 'certificates.invalidFileType' }) => {},
    /** Empties the file input so the bad file is not kept. */
    clearFileInput: () => {},
    /** Failures are only logged (spec 8). */
    warn: (_, _params: { error: unknown }) => {},
  },
  actors: {
    uploadCertificate: notProvided<Certificate, UploadCertificateInput>('uploadCertificate'),
    deleteCertificate: notProvided<void, { id: number }>('deleteCertificate'),
  },
  guards: {
    refusesField: refusesFieldGuard,
    isAllowedFile: ({ event }) =>
      event.type === 'file.select' && isAllowedCertificateUpload(event.file),
    /** Own uploads only: course completion certificates come from the academy. */
    isDeletable: ({ context, event }) =>
      event.type === 'delete.request' &&
      context.certificates.some((c) => c.id === event.id && !c.for_completing_the_course),
  },
}).createMachine({
  id: 'certificates',
  context: ({ input }) => ({
    profileId: input.profileId,
    certificates: [...input.certificates],
    pendingDeleteId: null,
    uploadFile: null,
    uploadProgress: null,
  }),
  initial: 'idle',
  on: {
    'certificate.toggleShow': {
      actions: assign({
        certificates: ({ context, event }) =>
          context.certificates.map((c) => (c.id === event.id ? { ...c, show: !c.show } : c)),
      }),
    },
    'certificates.update': {
      actions: assign({ certificates: ({ event }) => [...event.certificates] }),
    },
  },
  states: {
    idle: {
      on: {
        'file.select': [
          {
            guard: 'isAllowedFile',
            target: 'uploading',
            actions: assign({ uploadFile: ({ event }) => event.file, uploadProgress: 0 }),
          },
          {
            actions: [
              { type: 'showAlert', params: { messageKey: 'certificates.invalidFileType' } },
              'clearFileInput',
            ],
          },
        ],
        'delete.request': {
          guard: 'isDeletable',
          target: 'confirmingDelete',
          actions: assign({ pendingDeleteId: ({ event }) => event.id }),
        },
      },
    },
    uploading: {
      on: {
        'upload.progress': {
          actions: assign({
            uploadProgress: ({ event }) => uploadFraction(event.loaded, event.total),
          }),
        },
      },
      invoke: {
        id: 'uploadCertificate',
        src: 'uploadCertificate',
        input: ({ context }) => ({
          user_profile_id: context.profileId,
          image: context.uploadFile ?? { name: '', type: '' },
          show: true,
          for_completing_the_course: false as const,
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({
              certificates: ({ context, event }) => [...context.certificates, event.output],
              uploadFile: null,
              uploadProgress: null,
            }),
            'clearFileInput',
          ],
        },
        onError: [
          {
            // The server's check of the bytes (a text file named .png): the same words as ours.
            guard: { type: 'refusesField', params: refusedField('image') },
            target: 'idle',
            actions: [
              assign({ uploadFile: null, uploadProgress: null }),
              'clearFileInput',
              { type: 'showAlert', params: { messageKey: 'certificates.invalidFileType' } },
            ],
          },
          {
            target: 'idle',
            actions: [
              assign({ uploadFile: null, uploadProgress: null }),
              'clearFileInput',
              { type: 'warn', params: errorParams },
            ],
          },
        ],
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': { target: 'deleting' },
        'delete.cancel': { target: 'idle', actions: assign({ pendingDeleteId: null }) },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteCertificate',
        src: 'deleteCertificate',
        input: ({ context }) => ({ id: context.pendingDeleteId ?? 0 }),
        onDone: {
          target: 'idle',
          actions: assign(({ context }) => ({
            certificates: context.certificates.filter((c) => c.id !== context.pendingDeleteId),
            pendingDeleteId: null,
          })),
        },
        onError: {
          target: 'idle',
          actions: [assign({ pendingDeleteId: null }), { type: 'warn', params: errorParams }],
        },
      },
    },
  },
});

export type CertificatesSnapshot = SnapshotFrom<typeof certificatesMachine>;
export type CertificatesActorRef = ActorRefFrom<typeof certificatesMachine>;
