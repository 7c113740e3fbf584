import type { ContactFormSnapshot } from './contact-form.machine';

export type ContactFormButtonState = 'idle' | 'sending' | 'sent';

/** Values, highlighted fields, and the button: disabled with 'Loading' while sending, green once sent. */
export function selectContactForm(snapshot: ContactFormSnapshot) {
  const state = snapshot.value as ContactFormButtonState;
  return {
    values: snapshot.context.values,
    errors: snapshot.context.errors,
    invalidFields: Object.keys(snapshot.context.errors),
    buttonState: state,
    isSubmitDisabled: state !== 'idle',
    buttonLabelKey:
      state === 'sending' ? ('contactForm.loading' as const) : ('contactForm.submit' as const),
    /** The success message replaces the form. */
    isSent: state === 'sent',
  };
}
