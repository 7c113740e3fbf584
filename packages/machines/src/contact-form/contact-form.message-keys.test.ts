import { describe, expectTypeOf, it } from 'vitest';
import type { ContactFormMessageKey } from './contact-form.message-keys';
import type { selectContactForm } from './contact-form.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('contact-form message keys', () => {
  it('every key the contact form can emit is in its list', () => {
    expectTypeOf<
      ReturnType<typeof selectContactForm>['buttonLabelKey']
    >().toExtend<ContactFormMessageKey>();
  });
});
