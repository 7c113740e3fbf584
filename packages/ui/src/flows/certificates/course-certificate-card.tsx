import { AwardIcon, DownloadIcon, ShieldCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/button/button';
import { cn } from '../../lib/cn';
import type { CertificatesViewProps } from './certificates';
import type { CertificateItem } from './certificates.types';

/** A certificate the academy issued for a course: download its PDF, open its verification page. */
export function CourseCertificateCard({
  certificate,
  verificationHref,
  onDownloadPdf,
  HeadingTag,
}: {
  certificate: CertificateItem;
  verificationHref: (code: string) => string;
  onDownloadPdf: CertificatesViewProps['onDownloadPdf'];
  HeadingTag: 'h3' | 'h4';
}) {
  const { t } = useTranslation('ui');
  const name = certificate.courseName ?? certificate.caption;
  return (
    <li
      data-slot="course-certificate"
      className="bg-surface text-surface-foreground flex gap-4 rounded-xl border p-5 shadow-sm"
    >
      <span className="bg-primary/10 text-primary flex size-12 shrink-0 items-center justify-center rounded-full">
        <AwardIcon className="size-6" aria-hidden="true" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-1">
          <HeadingTag className="font-semibold text-balance">{name}</HeadingTag>
          <p className="text-muted-foreground text-sm">{t('certificates.course.issued')}</p>
          {certificate.code ? (
            <p className="text-muted-foreground font-mono text-sm">
              {t('certificates.course.code', { code: certificate.code })}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {onDownloadPdf && certificate.pdf ? (
            <Button
              size="sm"
              onClick={() =>
                onDownloadPdf({
                  id: certificate.id,
                  code: certificate.code,
                  pdf: certificate.pdf ?? '',
                })
              }
            >
              <DownloadIcon aria-hidden="true" />
              {t('certificates.course.download')}
            </Button>
          ) : (
            <a
              href={certificate.pdf ?? certificate.image}
              download
              target="_blank"
              rel="noopener"
              className={buttonVariants({ variant: 'primary', size: 'sm' })}
            >
              <DownloadIcon aria-hidden="true" />
              {t('certificates.course.download')}
            </a>
          )}
          {certificate.code ? (
            <a
              href={verificationHref(certificate.code)}
              target="_blank"
              rel="noopener"
              className={cn(buttonVariants({ variant: 'link' }), 'text-sm')}
            >
              <ShieldCheckIcon aria-hidden="true" />
              {t('certificates.course.verify')}
            </a>
          ) : null}
        </div>
      </div>
    </li>
  );
}
