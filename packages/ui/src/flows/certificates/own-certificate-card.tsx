import { DownloadIcon, FileTextIcon, Trash2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/button/button';
import { cn } from '../../lib/cn';
import type { CertificateItem } from './certificates.types';

/** A certificate the user uploaded: an image opens in the lightbox, a PDF is downloaded. */
export function OwnCertificateCard({
  certificate,
  onOpen,
  onDelete,
}: {
  certificate: CertificateItem;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('ui');
  const name = certificate.caption;
  // The preview's name is its hidden text (no aria-label: a PDF's preview shows its kind, and
  // what is shown must be part of the name); a PDF says so.
  const withKind = (label: string) =>
    certificate.isPdf ? `${label} (${t('certificates.own.pdf')})` : label;
  const previewClass = cn(
    'group bg-muted flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-t-xl',
    'focus-visible:outline-ring focus-visible:outline-2 focus-visible:-outline-offset-2',
  );
  const preview = certificate.isPdf ? (
    <span
      aria-hidden="true"
      className="text-muted-foreground flex flex-col items-center gap-2 text-sm"
    >
      <FileTextIcon className="size-10" aria-hidden="true" />
      {t('certificates.own.pdf')}
    </span>
  ) : (
    <img
      src={certificate.image}
      alt=""
      loading="lazy"
      className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:group-hover:scale-100"
    />
  );
  return (
    <li
      data-slot="own-certificate"
      className="bg-surface text-surface-foreground flex flex-col rounded-xl border shadow-sm"
    >
      {certificate.isPdf ? (
        // Downloaded, not shown: the server sends uploaded PDFs as attachments (never drawn on
        // the site's origin, where a script in one could run).
        <a href={certificate.image} download className={previewClass}>
          <span className="sr-only">{withKind(t('certificates.own.downloadLabel', { name }))}</span>
          {preview}
        </a>
      ) : (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={onOpen}
          className={cn(previewClass, 'cursor-zoom-in')}
        >
          <span className="sr-only">{withKind(t('certificates.own.open', { name }))}</span>
          {preview}
        </button>
      )}
      <div className="flex items-center gap-2 p-3 pl-4">
        <p className="min-w-0 flex-1 truncate font-medium" title={name}>
          {name}
        </p>
        <a
          href={certificate.image}
          download
          aria-label={t('certificates.own.downloadLabel', { name })}
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-10')}
        >
          <DownloadIcon className="size-5" aria-hidden="true" />
        </a>
        {certificate.canDelete ? (
          <Button
            variant="ghost"
            size="icon"
            className="hover:text-danger size-10"
            aria-label={t('certificates.own.deleteLabel', { name })}
            onClick={onDelete}
          >
            <Trash2Icon className="size-5" aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}
