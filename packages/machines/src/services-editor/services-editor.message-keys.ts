/**
 * Every message key the services editor can emit; the texts are in the ui kit's `flows`
 * namespace (packages/ui/src/i18n/member-flows/servicesEditor.json), checked by its i18n test.
 * The head of the list is the dialog's field errors (`SERVICES_EDITOR_ERROR_KEYS`).
 */
export const SERVICES_EDITOR_ERROR_KEYS = [
  'servicesEditor.nameRequired',
  'servicesEditor.nameInvalid',
  'servicesEditor.durationRange',
  'servicesEditor.priceInvalid',
  'servicesEditor.currencyInvalid',
] as const;

export const SERVICES_EDITOR_MESSAGE_KEYS = [
  ...SERVICES_EDITOR_ERROR_KEYS,
  'servicesEditor.loadFailed',
  'servicesEditor.saveFailed',
  'servicesEditor.saved',
  'servicesEditor.deleted',
  'servicesEditor.deleteFailed',
  'servicesEditor.orderFailed',
  'servicesEditor.ordered',
] as const;

export type ServicesEditorErrorKey = (typeof SERVICES_EDITOR_ERROR_KEYS)[number];
export type ServicesEditorMessageKey = (typeof SERVICES_EDITOR_MESSAGE_KEYS)[number];
