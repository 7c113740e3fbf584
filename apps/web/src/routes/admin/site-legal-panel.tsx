import {
  LEGAL_PDF_ONLY,
  type LegalDocument,
  legalDocumentUploadSchema,
} from '@academy/contract/back-office/site';
import type { StaffActionValues } from '@academy/machines';
import {
  type LegalDocumentPending,
  LegalDocumentsGrid,
  legalSlotKey,
  SiteRemoveDialog,
} from '@academy/ui/back-office';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSite } from '../../api/admin-site';
import { checked } from './checked';
import { useStaffAction, useStaffActionDialog } from './use-staff-action';

/** Not a PDF by its name or type: refused before sending, as the server would refuse it. */
const isPdfFile = (file: File) =>
  /\.pdf$/i.test(file.name) && (file.type === '' || file.type === 'application/pdf');
const notPdf = () => Promise.reject({ fieldErrors: { file: [LEGAL_PDF_ONLY] } });

/**
 * The legal PDFs tab: a chosen PDF is uploaded at once for its cell (the flow's confirm, no
 * dialog), a removal is confirmed; each cell shows its upload's progress or refusal.
 */
export function LegalPanel({ documents }: { documents: readonly LegalDocument[] }) {
  const { t } = useTranslation('ui');
  const flows = useTranslation('flows').t;
  const file = useRef<File | null>(null);
  const actor = useStaffAction('admin/site-legal', (values: StaffActionValues) => {
    if (values.verb === 'remove') return adminSite.removeLegal(Number(values.id));
    const chosen = file.current;
    if (!chosen || !isPdfFile(chosen)) return notPdf();
    const upload = { kind: values.kind, region: values.region, lang: values.lang, file: chosen };
    return checked(legalDocumentUploadSchema, upload, adminSite.uploadLegal);
  });
  const { action, confirm, cancel } = useStaffActionDialog(actor);
  const open = (values: StaffActionValues) => {
    if (actor.getSnapshot().value === 'failure') actor.send({ type: 'action.cancel' });
    actor.send({ type: 'action.open', values });
  };
  const { verb, ...slot } = action.values;
  const uploadFailure = () => {
    const refused = action.fieldErrors.file;
    if (!refused) return t('adminSite.legal.failed');
    return refused.includes(LEGAL_PDF_ONLY)
      ? t('adminSite.legal.pdfOnly')
      : t('adminSite.legal.tooLarge');
  };
  const pending: Record<string, LegalDocumentPending> =
    verb === 'upload' && (action.state === 'submitting' || action.state === 'failure')
      ? {
          [legalSlotKey(slot as Pick<LegalDocument, 'kind' | 'region' | 'lang'>)]:
            action.state === 'submitting'
              ? { state: 'sending' }
              : { state: 'failure', error: uploadFailure() },
        }
      : {};
  return (
    <>
      <LegalDocumentsGrid
        documents={documents}
        pending={pending}
        disabled={action.state === 'submitting'}
        onUpload={(document, chosen) => {
          file.current = chosen;
          const { kind, region, lang } = document;
          open({ verb: 'upload', kind, region, lang });
          actor.send({ type: 'action.confirm' });
        }}
        onRemove={(document) => open({ verb: 'remove', id: String(document.id) })}
      />
      <SiteRemoveDialog
        what="legal"
        open={action.isOpen && verb === 'remove'}
        state={action.dialogState}
        error={action.errorKey ? flows(action.errorKey) : null}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </>
  );
}
