import type { Language } from '@academy/contract';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { DEFAULT_PHONE_CODE, REGISTRATION_REDIRECT_MS } from '../constants';
import { errorParams, submitWhenValid, withFieldValue } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  buildRegistrationPayload,
  isAllowedCertificateFile,
  isRegistrationRejection,
  type RegistrationCountry,
  type RegistrationErrors,
  type RegistrationFile,
  type RegistrationPayloadEntry,
  type RegistrationProfession,
  type RegistrationValues,
  validateRegistration,
} from './registration.validation';

export interface RegistrationInput {
  language: Language;
  /** Tracking tags the app read from the landing URL, sent as profile.utm_tags. */
  utmTags?: string;
  /** The redirect query the login link carries (spec 2.8), kept for the redirect to login. */
  redirectTo?: string | null;
}

export type RegistrationTextField =
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'password'
  | 'repeatPassword'
  | 'phoneCode'
  | 'phone';

export interface RegistrationContext {
  values: RegistrationValues;
  errors: RegistrationErrors;
  language: Language;
  utmTags: string;
  redirectTo: string | null;
  /** The status code of the last refused registration, for the failure modal. */
  failureStatus: number | null;
}

export type RegistrationEvent =
  | { type: 'field.change'; field: RegistrationTextField; value: string }
  | { type: 'profession.select'; profession: RegistrationProfession }
  | { type: 'consent.change'; field: 'privacyConsent' | 'paymentConsent'; checked: boolean }
  | { type: 'certificate.select'; file: RegistrationFile | null }
  | { type: 'country.select'; country: RegistrationCountry }
  | { type: 'form.submit' }
  | { type: 'modal.close' };

export const initialRegistrationValues: RegistrationValues = {
  email: '',
  firstName: '',
  lastName: '',
  profession: '',
  password: '',
  repeatPassword: '',
  // Both consents are checked by default (spec 5).
  privacyConsent: true,
  paymentConsent: true,
  certificate: null,
  phoneCode: DEFAULT_PHONE_CODE,
  phone: '',
  country: null,
};

export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    /**
     * `POST /accounts/users/` with the form data. Rejects with a RegistrationRejection on a
     * non-OK answer; anything else it throws counts as a network error.
     */
    register: notProvided<void, { payload: RegistrationPayloadEntry[] }>('register'),
  },
  actions: {
    changeText: assign(({ context, event }) =>
      event.type === 'field.change' ? withFieldValue(context, event.field, event.value) : {},
    ),
    selectProfession: assign(({ context, event }) => {
      if (event.type !== 'profession.select') return {};
      const next = withFieldValue(context, 'profession', event.profession);
      // 'other' needs no certificate: a pending 'required' no longer applies.
      if (
        event.profession === 'other' &&
        next.errors?.certificate === 'registration.certificateRequired'
      ) {
        delete next.errors.certificate;
      }
      return next;
    }),
    changeConsent: assign(({ context, event }) =>
      event.type === 'consent.change' ? withFieldValue(context, event.field, event.checked) : {},
    ),
    selectCountry: assign(({ context, event }) =>
      event.type === 'country.select' ? withFieldValue(context, 'country', event.country) : {},
    ),
    /** A file of the wrong type is cleared and reported at once (spec 5, Files). */
    selectCertificate: assign(({ context, event }) => {
      if (event.type !== 'certificate.select') return {};
      if (event.file === null || isAllowedCertificateFile(event.file)) {
        return withFieldValue(context, 'certificate', event.file);
      }
      return {
        values: { ...context.values, certificate: null },
        errors: { ...context.errors, certificate: 'registration.invalidFileType' as const },
      };
    }),
    /** The alert 'Invalid file type. Please select a valid image or PDF file.' */
    alertInvalidFile: () => {},
    showErrors: assign({ errors: ({ context }) => validateRegistration(context.values) }),
    /** A thrown (network) error is shown in an alert (spec 8, Registration non-OK). */
    alertError: (_, _params: { error: unknown }) => {},
    /** Login page with the redirect query (spec 4, Registration). */
    redirectToLogin: (_, _params: { redirectTo: string | null }) => {},
    /** Analytics data layer event (spec 7.5). */
    track: (_, _params: { event: 'Register_Complete' }) => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateRegistration(context.values)).length === 0,
    isInvalidFile: ({ event }) =>
      event.type === 'certificate.select' &&
      event.file !== null &&
      !isAllowedCertificateFile(event.file),
    isServerRejection: (_, params: { error: unknown }) => isRegistrationRejection(params.error),
  },
  delays: {
    redirectDelay: REGISTRATION_REDIRECT_MS,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    values: initialRegistrationValues,
    errors: {},
    language: input.language,
    utmTags: input.utmTags ?? '',
    redirectTo: input.redirectTo ?? null,
    failureStatus: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'changeText' },
        'profession.select': { actions: 'selectProfession' },
        'consent.change': { actions: 'changeConsent' },
        'country.select': { actions: 'selectCountry' },
        'certificate.select': [
          { guard: 'isInvalidFile', actions: ['selectCertificate', 'alertInvalidFile'] },
          { actions: 'selectCertificate' },
        ],
        'form.submit': submitWhenValid('submitting'),
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          payload: buildRegistrationPayload(context.values, {
            language: context.language,
            utmTags: context.utmTags,
          }),
        }),
        onDone: {
          target: 'success',
          actions: { type: 'track', params: { event: 'Register_Complete' } },
        },
        onError: [
          {
            guard: { type: 'isServerRejection', params: errorParams },
            target: 'failure',
            actions: assign(({ context, event }) => {
              const rejection = isRegistrationRejection(event.error) ? event.error : null;
              return {
                failureStatus: rejection?.status ?? null,
                errors: {
                  ...context.errors,
                  ...(rejection?.emailBusy ? { email: 'registration.emailBusy' as const } : {}),
                  // The server's check of the bytes: a text file named .pdf is no certificate.
                  ...(rejection?.fileRefused
                    ? { certificate: 'registration.invalidFileType' as const }
                    : {}),
                },
              };
            }),
          },
          {
            target: 'editing',
            actions: { type: 'alertError', params: errorParams },
          },
        ],
      },
    },
    /** The success modal, then the login page after REGISTRATION_REDIRECT_MS. */
    success: {
      after: { redirectDelay: 'redirected' },
    },
    redirected: {
      type: 'final',
      entry: {
        type: 'redirectToLogin',
        params: ({ context }) => ({ redirectTo: context.redirectTo }),
      },
    },
    /** The failure modal: the busy-user message and 'status code: {n}'. */
    failure: {
      on: { 'modal.close': 'editing' },
    },
  },
});

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;
export type RegistrationActorRef = ActorRefFrom<typeof registrationMachine>;
