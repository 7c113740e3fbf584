import type { Language } from '@academy/contract/languages';
import { type Certificate, certificateCaption, isPdfCertificate } from '@academy/machines';
import { FileTextIcon } from 'lucide-react';
import { type ComponentProps, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../components/dialog/dialog';
import { CertificateViewer } from '../../flows/certificates/certificate-viewer';
import { cn } from '../../lib/cn';

export interface ExpertCertificatesProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The specialist's certificates; only those they chose to show appear. */
  certificates: readonly Certificate[];
  language: Language;
  /** The certificate shown at first (id), for a story; closed when absent. */
  defaultOpenId?: number;
}

const tileClass = cn(
  'group bg-surface flex w-full flex-col overflow-hidden rounded-xl border text-left shadow-sm',
  'hover:border-primary/40 transition-[box-shadow,border-color] hover:shadow-md',
  'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
);

/**
 * The certificates a specialist shows on their public page (spec 2.9, My page): images open in
 * a lightbox; a PDF is downloaded (uploads other than images are never drawn on the site's
 * origin: the server sends them as attachments, as the dashboard does). Each is captioned with
 * its title in the reader's language, else the first part of its file name (the certificates
 * flow's rule). Nothing at all when none is shown.
 */
export function ExpertCertificates({
  certificates,
  language,
  defaultOpenId,
  className,
  ...props
}: ExpertCertificatesProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const [openId, setOpenId] = useState<number | null>(defaultOpenId ?? null);
  const tiles = useRef(new Map<number, HTMLButtonElement>());
  const shown = certificates
    .filter((certificate) => certificate.show)
    .map((certificate) => ({
      id: certificate.id,
      image: certificate.image,
      caption: certificateCaption(certificate, language),
      isPdf: isPdfCertificate(certificate.image),
    }));
  if (shown.length === 0) return null;
  const open = shown.find((certificate) => certificate.id === openId);

  return (
    <section
      data-slot="expert-certificates"
      aria-labelledby={titleId}
      className={cn('flex w-full flex-col gap-6', className)}
      {...props}
    >
      <h2 id={titleId} className="font-display text-display-sm font-semibold">
        {t('experts.certificates.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {shown.map((certificate) => {
          const preview = certificate.isPdf ? (
            <span className="bg-muted text-muted-foreground flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 text-sm">
              <FileTextIcon className="size-10" aria-hidden="true" />
              {t('experts.certificates.pdf')}
            </span>
          ) : (
            <span className="bg-muted flex aspect-[4/3] w-full items-center justify-center overflow-hidden">
              <img
                src={certificate.image}
                alt=""
                loading="lazy"
                className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:group-hover:scale-100"
              />
            </span>
          );
          const caption = (
            <span className="truncate p-3 font-medium" title={certificate.caption}>
              {certificate.caption}
            </span>
          );
          const name = { name: certificate.caption };
          // The name is the hidden text (what is shown, "PDF" and the caption, is part of it).
          const content = (label: string) => (
            <>
              <span className="sr-only">{label}</span>
              <span aria-hidden="true" className="contents">
                {preview}
                {caption}
              </span>
            </>
          );
          return (
            <li key={certificate.id} data-slot="expert-certificate">
              {certificate.isPdf ? (
                <a href={certificate.image} download className={tileClass}>
                  {content(t('experts.certificates.download', name))}
                </a>
              ) : (
                <button
                  type="button"
                  ref={(element) => {
                    if (element) tiles.current.set(certificate.id, element);
                    else tiles.current.delete(certificate.id);
                  }}
                  aria-haspopup="dialog"
                  onClick={() => setOpenId(certificate.id)}
                  className={cn(tileClass, 'cursor-zoom-in')}
                >
                  {content(t('experts.certificates.open', name))}
                </button>
              )}
            </li>
          );
        })}
      </ul>

      <Dialog open={open !== undefined} onOpenChange={(isOpen) => isOpen || setOpenId(null)}>
        {open ? (
          <DialogContent
            data-slot="expert-certificate-viewer"
            aria-describedby={undefined}
            // Focus goes back to the tile that opened it (the content unmounts with the close).
            onCloseAutoFocus={(event) => {
              const tile = tiles.current.get(open.id);
              if (!tile) return;
              event.preventDefault();
              tile.focus();
            }}
            className="max-w-4xl gap-4 p-4 sm:p-6"
          >
            <CertificateViewer caption={open.caption} image={open.image} />
          </DialogContent>
        ) : null}
      </Dialog>
    </section>
  );
}
