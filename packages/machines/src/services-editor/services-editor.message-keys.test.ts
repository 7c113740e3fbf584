import { describe, expectTypeOf, it } from 'vitest';
import type { ServicesEditorMessageKey } from './services-editor.message-keys';
import type { selectServicesEditor } from './services-editor.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('services-editor message keys', () => {
  it('every key the services editor can emit is in its list', () => {
    type Services = ReturnType<typeof selectServicesEditor>;
    expectTypeOf<
      | NonNullable<Services['listMessageKey'] | Services['dialogMessageKey']>
      | Services['fieldErrors'][string]
    >().toExtend<ServicesEditorMessageKey>();
  });
});
