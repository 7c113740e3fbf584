import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { errorParams, submitWhenValid, withFieldValue } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  buildContactRequestPayload,
  type ContactFormErrors,
  type ContactFormValues,
  type ContactRequestPayload,
  validateContactForm,
} from './contact-form.validation';

export interface ContactFormContext {
  values: ContactFormValues;
  /** Per-field translation keys: the highlighted fields. */
  errors: ContactFormErrors;
}

export type ContactFormEvent =
  | { type: 'field.change'; field: 'name' | 'phone'; value: string }
  | { type: 'country.select'; country: string }
  | { type: 'consent.change'; checked: boolean }
  | { type: 'form.submit' };

export const initialContactFormValues: ContactFormValues = {
  country: null,
  name: '',
  phone: '',
  consent: false,
};

/** Contact form (spec 4): idle → sending ('Loading', disabled) → sent. */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactFormContext,
    events: {} as ContactFormEvent,
  },
  actors: {
    /** `POST /get-feedback/`. */
    sendContactRequest: notProvided<void, ContactRequestPayload>('sendContactRequest'),
  },
  actions: {
    changeText: assign(({ context, event }) =>
      event.type === 'field.change' ? withFieldValue(context, event.field, event.value) : {},
    ),
    selectCountry: assign(({ context, event }) =>
      event.type === 'country.select' ? withFieldValue(context, 'country', event.country) : {},
    ),
    changeConsent: assign(({ context, event }) =>
      event.type === 'consent.change' ? withFieldValue(context, 'consent', event.checked) : {},
    ),
    showErrors: assign({ errors: ({ context }) => validateContactForm(context.values) }),
    clearFields: assign({ values: initialContactFormValues, errors: {} }),
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateContactForm(context.values)).length === 0,
  },
}).createMachine({
  id: 'contactForm',
  context: { values: initialContactFormValues, errors: {} },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'field.change': { actions: 'changeText' },
        'country.select': { actions: 'selectCountry' },
        'consent.change': { actions: 'changeConsent' },
        'form.submit': submitWhenValid('sending'),
      },
    },
    sending: {
      invoke: {
        id: 'sendContactRequest',
        src: 'sendContactRequest',
        input: ({ context }) => buildContactRequestPayload(context.values),
        onDone: 'sent',
        // Spec 8: a network failure is only logged; the sent state shows anyway.
        onError: { target: 'sent', actions: { type: 'logError', params: errorParams } },
      },
    },
    sent: {
      type: 'final',
      entry: 'clearFields',
    },
  },
});

export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;
export type ContactFormActorRef = ActorRefFrom<typeof contactFormMachine>;
