import type { Language } from '@academy/contract/languages';
import { type Certificate, certificateCaption, isPdfCertificate } from '@academy/machines';
import { EyeIcon, EyeOffIcon, FileTextIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export interface CertificateTogglesProps {
  certificates: readonly Certificate[];
  /** The visibility chosen in this editing round, by id (saved with the page). */
  shown: ReadonlyMap<number, boolean>;
  onToggle: (id: number) => void;
  language: Language;
}

/**
 * The certificates on the page (spec 2.9): a click, Enter or Space toggles whether the public
 * page shows one; hidden ones are dimmed, struck through and labelled, so colour is not the
 * only sign. Each is a toggle button (`aria-pressed`).
 */
export function CertificateToggles({
  certificates,
  shown,
  onToggle,
  language,
}: CertificateTogglesProps) {
  const { t } = useTranslation('ui');
  if (certificates.length === 0) {
    return <p className="text-muted-foreground text-sm">{t('my-page.certificatesEmpty')}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {certificates.map((certificate) => {
        const isShown = shown.get(certificate.id) ?? certificate.show;
        const caption = certificateCaption(certificate, language);
        return (
          <li key={certificate.id}>
            <button
              type="button"
              aria-pressed={isShown}
              data-state={isShown ? 'shown' : 'hidden'}
              onClick={() => onToggle(certificate.id)}
              className={cn(
                'bg-surface flex w-full cursor-pointer flex-col overflow-hidden rounded-xl border text-left shadow-sm transition',
                'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
                isShown ? 'border-primary/60' : 'border-dashed',
              )}
            >
              <span className="bg-muted relative flex aspect-[4/3] items-center justify-center overflow-hidden">
                {isPdfCertificate(certificate.image) ? (
                  <FileTextIcon className="text-muted-foreground size-10" aria-hidden="true" />
                ) : (
                  <img
                    src={certificate.image}
                    alt=""
                    loading="lazy"
                    className={cn(
                      'absolute inset-0 size-full object-cover',
                      !isShown && 'opacity-40 grayscale',
                    )}
                  />
                )}
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-2 right-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
                    isShown
                      ? 'bg-primary text-primary-foreground'
                      : 'bg-foreground text-background',
                  )}
                >
                  {isShown ? (
                    <EyeIcon className="size-3.5" aria-hidden="true" />
                  ) : (
                    <EyeOffIcon className="size-3.5" aria-hidden="true" />
                  )}
                  {isShown ? t('my-page.shown') : t('my-page.hidden')}
                </span>
              </span>
              <span className={cn('truncate p-2 text-sm', !isShown && 'line-through')}>
                {caption}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
