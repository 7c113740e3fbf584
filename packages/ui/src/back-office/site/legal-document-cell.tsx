import type { LegalDocument } from '@academy/contract/back-office/site';
import type { Language } from '@academy/contract/languages';
import { ExternalLinkIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { formatDateTime } from '../../lib/format-date';
import { HiddenFileInput } from '../images/hidden-file-input';
import { StatusBadge } from '../shell';

/** A slot's upload or removal under way, or how it failed (translated). */
export interface LegalDocumentPending {
  state: 'sending' | 'failure';
  error?: string | null;
}

export interface LegalDocumentCellProps {
  document: LegalDocument;
  /** The document's full name for its buttons: "Terms of use, Romania, Română". */
  name: string;
  pending?: LegalDocumentPending;
  onUpload: (document: LegalDocument, file: File) => void;
  onRemove: (document: LegalDocument) => void;
  disabled?: boolean;
}

/** What the PDF picker offers; the server checks the file's first bytes whatever it is named. */
const PDF_ACCEPT = 'application/pdf,.pdf';

/**
 * One legal PDF of the grid: uploaded (by whom, when) or the shipped one, a link to what
 * visitors get at its path, and upload (replace) or remove; its upload's progress or refusal.
 */
export function LegalDocumentCell({
  document,
  name,
  pending,
  onUpload,
  onRemove,
  disabled = false,
}: LegalDocumentCellProps) {
  const { t, i18n } = useTranslation('ui');
  const input = useRef<HTMLInputElement>(null);
  const uploaded = document.source === 'uploaded';
  const sending = pending?.state === 'sending';
  const uploadLabel = t(uploaded ? 'adminSite.legal.replace' : 'adminSite.legal.upload', {
    document: name,
  });
  const removeLabel = t('adminSite.legal.remove', { document: name });
  return (
    <div
      data-slot="legal-document"
      data-state={pending?.state ?? document.source}
      className="flex min-w-44 flex-col items-start gap-2"
    >
      <StatusBadge tone={uploaded ? 'success' : 'neutral'}>
        {uploaded ? t('adminSite.legal.uploaded') : t('adminSite.legal.default')}
      </StatusBadge>
      {uploaded && document.updated ? (
        <span className="text-muted-foreground text-xs">
          {t('adminSite.legal.updated', {
            name: document.updated_by?.name ?? '—',
            date: formatDateTime(document.updated, i18n.language as Language),
          })}
        </span>
      ) : null}
      <div className="flex flex-wrap gap-1">
        <Button asChild variant="ghost" size="sm">
          <a href={document.path} target="_blank" rel="noopener">
            <ExternalLinkIcon aria-hidden />
            <span className="sr-only">{t('adminSite.legal.open', { document: name })}</span>
            <span aria-hidden>PDF</span>
          </a>
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={disabled || sending}
          aria-label={uploadLabel}
          title={uploadLabel}
          onClick={() => input.current?.click()}
        >
          <UploadIcon aria-hidden />
        </Button>
        {uploaded ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled || sending}
            aria-label={removeLabel}
            title={removeLabel}
            onClick={() => onRemove(document)}
          >
            <Trash2Icon aria-hidden />
          </Button>
        ) : null}
      </div>
      <HiddenFileInput
        ref={input}
        accept={PDF_ACCEPT}
        onFile={(file) => onUpload(document, file)}
      />
      <p role="status" className="text-muted-foreground text-xs empty:hidden">
        {sending ? t('adminSite.legal.uploading') : ''}
      </p>
      {pending?.state === 'failure' && pending.error ? (
        <p role="alert" className="text-danger text-xs">
          {pending.error}
        </p>
      ) : null}
    </div>
  );
}
