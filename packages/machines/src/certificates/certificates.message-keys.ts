/**
 * Every message key the certificates flow can emit; the texts are in the ui kit's
 * `flows` namespace (packages/ui/src/i18n/flows/<language>.json), checked by its i18n test.
 */
export const CERTIFICATES_MESSAGE_KEYS = [
  'certificates.invalidFileType',
  'certificates.confirmDelete',
  'certificates.delete',
  'certificates.cancel',
  'certificates.upload',
  'certificates.shown',
  'certificates.hidden',
] as const;

export type CertificatesMessageKey = (typeof CERTIFICATES_MESSAGE_KEYS)[number];
