/** The keys of its field errors (the validators' and the server's refusals at a field). */
export const VISIT_REQUEST_ERROR_KEYS = [
  'visitRequest.required',
  'visitRequest.nameTooShort',
  'visitRequest.nameInvalid',
  'visitRequest.phoneTooShort',
  'visitRequest.emailInvalid',
  'visitRequest.chooseSlot',
  'visitRequest.commentTooLong',
] as const;

/**
 * Every message key the visit-request flow can emit; the texts are in the ui kit's `flows`
 * namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const VISIT_REQUEST_MESSAGE_KEYS = [
  ...VISIT_REQUEST_ERROR_KEYS,
  'visitRequest.slotTaken',
  'visitRequest.slotsFailed',
  'visitRequest.submit',
  'visitRequest.sending',
  'visitRequest.sentTitle',
  'visitRequest.sentText',
  'visitRequest.failed',
  'visitRequest.tooMany',
  'visitRequest.retry',
] as const;

export type VisitRequestMessageKey = (typeof VISIT_REQUEST_MESSAGE_KEYS)[number];
export type VisitRequestErrorKey = (typeof VISIT_REQUEST_ERROR_KEYS)[number];
