import type { selectCertificates } from '@academy/machines';

/** A certificate as the view shows it (course or own). */
export type CertificateItem = ReturnType<typeof selectCertificates>['certificates'][number];
