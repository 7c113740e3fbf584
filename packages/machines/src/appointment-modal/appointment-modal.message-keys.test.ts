import { describe, expectTypeOf, it } from 'vitest';
import type { AppointmentModalMessageKey } from './appointment-modal.message-keys';
import type {
  selectAppointmentModal,
  selectAppointmentRequest,
} from './appointment-modal.selectors';

// Compile time (typecheck fails): a key outside the flow's list would have no text.
describe('appointment-modal message keys', () => {
  it('every key the appointment modal and its request can emit is in its list', () => {
    expectTypeOf<
      NonNullable<ReturnType<typeof selectAppointmentModal>['warningKey']>
    >().toExtend<AppointmentModalMessageKey>();
    expectTypeOf<
      NonNullable<ReturnType<typeof selectAppointmentModal>['errorKey']>
    >().toExtend<AppointmentModalMessageKey>();
    expectTypeOf<
      NonNullable<ReturnType<typeof selectAppointmentRequest>['errorKey']>
    >().toExtend<AppointmentModalMessageKey>();
  });
});
