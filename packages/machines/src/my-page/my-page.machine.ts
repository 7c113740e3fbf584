import type { Language } from '@academy/contract';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { refusedField, refusesFieldGuard } from '../field-refusal';
import { notProvided } from '../not-provided';
import type { MyPageMessageKey } from './my-page.message-keys';
import {
  buildMyPagePayload,
  type MyPageFields,
  type MyPageFile,
  type MyPagePayload,
  type MyPageProfile,
  myPageFieldsFromProfile,
} from './my-page.rules';

export interface MyPageInput {
  profileId: number;
  lang: Language;
}

/** A certificate's visibility, as the certificates gallery holds it at save time. */
export interface CertificateVisibility {
  id: number;
  show: boolean;
}

export interface MyPageContext {
  profileId: number;
  lang: Language;
  profile: MyPageProfile | null;
  fields: MyPageFields;
  newAvatar: MyPageFile | null;
  /** Certificates whose `show` is still to be saved in this round. */
  certificateQueue: CertificateVisibility[];
  /** Whether a call of this save round failed (then no toast: failures are only logged). */
  hasFailure: boolean;
  /** The server refused the chosen photo (not an image, too large): said at the photo. */
  avatarError: Extract<MyPageMessageKey, 'myPage.avatarRefused'> | null;
}

export type MyPageEvent =
  | {
      [K in keyof MyPageFields]: { type: 'field.change'; field: K; value: MyPageFields[K] };
    }[keyof MyPageFields]
  | { type: 'avatar.select'; file: MyPageFile }
  | { type: 'form.save'; certificates: readonly CertificateVisibility[] }
  | { type: 'language.change'; lang: Language };

export interface SaveProfileInput {
  profileId: number;
  lang: Language;
  payload: MyPagePayload;
}

const warnError = {
  type: 'warn',
  params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }),
} as const;

/**
 * The specialist's page editor save (spec 2.9 My page; spec 4; spec 7.1, 7.2): the profile
 * (avatar only when new; then the specialists list is reloaded and the stored user name
 * updated), one PATCH per certificate's `show`, and a success toast when every call succeeded.
 * Failures are only logged.
 */
export const myPageMachine = setup({
  types: {
    input: {} as MyPageInput,
    context: {} as MyPageContext,
    events: {} as MyPageEvent,
  },
  actions: {
    showToast: (_, _params: { messageKey: 'myPage.saved' }) => {},
    reloadSpecialists: () => {},
    /** Updates the session's stored userName. */
    updateStoredUserName: (_, _params: { name: string }) => {},
    warn: (_, _params: { error: unknown }) => {},
  },
  actors: {
    loadProfile: notProvided<MyPageProfile, { profileId: number; lang: Language }>('loadProfile'),
    saveProfile: notProvided<MyPageProfile | null, SaveProfileInput>('saveProfile'),
    /** PATCH /accounts/certificates_and_diplomas/{id}/ {show} (spec 7.2). */
    saveCertificateShow: notProvided<void, CertificateVisibility>('saveCertificateShow'),
  },
  guards: {
    hasCertificatesQueued: ({ context }) => context.certificateQueue.length > 0,
    hasFailure: ({ context }) => context.hasFailure,
    refusesField: refusesFieldGuard,
  },
}).createMachine({
  id: 'myPage',
  context: ({ input }) => ({
    profileId: input.profileId,
    lang: input.lang,
    profile: null,
    fields: myPageFieldsFromProfile(null),
    newAvatar: null,
    certificateQueue: [],
    hasFailure: false,
    avatarError: null,
  }),
  initial: 'loading',
  on: {
    // Spec 4: the profile is re-fetched when the language changes.
    'language.change': {
      target: '.loading',
      reenter: true,
      actions: assign({ lang: ({ event }) => event.lang }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ profileId: context.profileId, lang: context.lang }),
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => ({
            profile: event.output,
            fields: myPageFieldsFromProfile(event.output),
            newAvatar: null,
          })),
        },
        onError: { target: 'editing', actions: warnError },
      },
    },
    editing: {
      on: {
        'field.change': {
          actions: assign({
            fields: ({ context, event }) => ({ ...context.fields, [event.field]: event.value }),
          }),
        },
        'avatar.select': {
          actions: assign({ newAvatar: ({ event }) => event.file, avatarError: null }),
        },
        'form.save': {
          target: 'savingProfile',
          actions: assign({
            certificateQueue: ({ event }) => [...event.certificates],
            hasFailure: false,
          }),
        },
      },
    },
    savingProfile: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          profileId: context.profileId,
          lang: context.lang,
          payload: buildMyPagePayload(
            context.fields,
            context.newAvatar,
            context.profile?.my_page_available === true,
          ),
        }),
        onDone: {
          target: 'nextCertificate',
          actions: [
            assign(({ context, event }) => ({
              newAvatar: null,
              profile: event.output ?? context.profile,
            })),
            // The profile is saved even if a certificate call fails later.
            'reloadSpecialists',
            {
              type: 'updateStoredUserName',
              params: ({ context }) => ({ name: context.fields.name }),
            },
          ],
        },
        onError: [
          {
            // The photo is not sent again: another one must be chosen.
            guard: { type: 'refusesField', params: refusedField('image') },
            target: 'nextCertificate',
            actions: assign({
              hasFailure: true,
              newAvatar: null,
              avatarError: 'myPage.avatarRefused',
            }),
          },
          { target: 'nextCertificate', actions: [assign({ hasFailure: true }), warnError] },
        ],
      },
    },
    nextCertificate: {
      always: [
        { guard: 'hasCertificatesQueued', target: 'savingCertificate' },
        { guard: 'hasFailure', target: 'editing' },
        {
          target: 'editing',
          actions: { type: 'showToast', params: { messageKey: 'myPage.saved' } },
        },
      ],
    },
    savingCertificate: {
      invoke: {
        id: 'saveCertificateShow',
        src: 'saveCertificateShow',
        input: ({ context }) => context.certificateQueue[0] ?? { id: 0, show: false },
        onDone: {
          target: 'nextCertificate',
          actions: assign({ certificateQueue: ({ context }) => context.certificateQueue.slice(1) }),
        },
        onError: {
          target: 'nextCertificate',
          actions: [
            assign({
              certificateQueue: ({ context }) => context.certificateQueue.slice(1),
              hasFailure: true,
            }),
            warnError,
          ],
        },
      },
    },
  },
});

export type MyPageSnapshot = SnapshotFrom<typeof myPageMachine>;
export type MyPageActorRef = ActorRefFrom<typeof myPageMachine>;
