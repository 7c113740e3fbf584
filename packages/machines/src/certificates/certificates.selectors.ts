import type { Language } from '@academy/contract';
import type { CertificatesSnapshot } from './certificates.machine';
import { certificateCaption, isPdfCertificate } from './certificates.rules';

/** The machine's state, for the view's `data-state`. */
export type CertificatesState = 'idle' | 'uploading' | 'confirmingDelete' | 'deleting';

/** What the gallery needs: each certificate's caption, kind and visibility, and the dialogs. */
export function selectCertificates(snapshot: CertificatesSnapshot, lang: Language) {
  const { certificates, pendingDeleteId } = snapshot.context;
  const state: CertificatesState = snapshot.value;
  return {
    state,
    certificates: certificates.map((certificate) => ({
      ...certificate,
      caption: certificateCaption(certificate, lang),
      isPdf: isPdfCertificate(certificate.image),
      canDelete: !certificate.for_completing_the_course,
    })),
    isUploading: snapshot.matches('uploading'),
    confirmDeleteOpen: snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
    isDeleting: snapshot.matches('deleting'),
    pendingDeleteId,
  };
}
