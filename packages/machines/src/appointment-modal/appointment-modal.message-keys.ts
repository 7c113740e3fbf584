/**
 * Every message key the appointment-modal flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const APPOINTMENT_MODAL_MESSAGE_KEYS = [
  'appointment.fillInField',
  'appointment.nameInvalid',
  'appointment.occupied',
  'appointment.saveFailed',
  'appointment.confirm',
  'appointment.cancel',
] as const;

export type AppointmentModalMessageKey = (typeof APPOINTMENT_MODAL_MESSAGE_KEYS)[number];
