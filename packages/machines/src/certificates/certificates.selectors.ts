import type { Language } from '@academy/contract';
import type { CertificatesSnapshot } from './certificates.machine';
import { certificateCaption, certificateCourseName, isPdfCertificate } from './certificates.rules';

/** The machine's state, for the view's `data-state`. */
export type CertificatesState = 'idle' | 'uploading' | 'confirmingDelete' | 'deleting';

/** What the gallery needs: each certificate's caption, kind and visibility, and the dialogs. */
export function selectCertificates(snapshot: CertificatesSnapshot, lang: Language) {
  const { certificates, pendingDeleteId, uploadFile, uploadProgress } = snapshot.context;
  const state: CertificatesState = snapshot.value;
  return {
    state,
    certificates: certificates.map((certificate) => ({
      ...certificate,
      caption: certificateCaption(certificate, lang),
      isPdf: isPdfCertificate(certificate.image),
      canDelete: !certificate.for_completing_the_course,
      courseName: certificateCourseName(certificate, lang),
    })),
    isUploading: snapshot.matches('uploading'),
    /** The file on its way and how much of it is sent (0 to 1), while uploading. */
    uploadFileName: uploadFile?.name ?? null,
    uploadProgress: snapshot.matches('uploading') ? (uploadProgress ?? 0) : null,
    confirmDeleteOpen: snapshot.matches('confirmingDelete') || snapshot.matches('deleting'),
    isDeleting: snapshot.matches('deleting'),
    pendingDeleteId,
  };
}
