import type { ContactFormSnapshot } from './contact-form.machine';

/** The machine's state, for the view's `data-state` (the button's look follows it). */
export type ContactFormState = 'idle' | 'sending' | 'sent';

/** Values, highlighted fields, and the button: disabled with 'Loading' while sending, green once sent. */
export function selectContactForm(snapshot: ContactFormSnapshot) {
  const { values, errors } = snapshot.context;
  const state: ContactFormState = snapshot.value;
  return {
    state,
    values,
    errors,
    invalidFields: Object.keys(errors),
    isSending: state === 'sending',
    isSubmitDisabled: state !== 'idle',
    buttonLabelKey:
      state === 'sending' ? ('contactForm.loading' as const) : ('contactForm.submit' as const),
    /** The success message replaces the form. */
    isSent: state === 'sent',
  };
}
