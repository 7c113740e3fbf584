import type { Language } from '@academy/contract/languages';
import { cva } from 'class-variance-authority';
import { ShieldAlertIcon, ShieldCheckIcon, ShieldXIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { formatLongDate, isoDate } from '../../lib/format-date';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

/** What the academy confirms about a certificate code, and nothing else about the person. */
export interface VerifiedCertificate {
  code: string;
  holder_name: string;
  course_title: string;
  /** ISO date-time of issue. */
  issued_at: string;
}

/** The answer for a code: confirmed, unknown (no such certificate), or not checkable now. */
export type CertificateVerificationResult =
  | { status: 'verified'; certificate: VerifiedCertificate }
  | { status: 'unknown'; code: string }
  | { status: 'unavailable'; code: string };

export const certificateVerificationVariants = cva(
  'flex size-16 items-center justify-center rounded-full',
  {
    variants: {
      status: {
        verified: 'bg-success/12 text-success',
        unknown: 'bg-danger/10 text-danger',
        unavailable: 'bg-muted text-muted-foreground',
      },
    },
    defaultVariants: { status: 'verified' },
  },
);

const icons = { verified: ShieldCheckIcon, unknown: ShieldXIcon, unavailable: ShieldAlertIcon };

export interface CertificateVerificationProps extends Omit<ComponentProps<'section'>, 'children'> {
  result: CertificateVerificationResult;
  /** Where the visitor may go next: the academy's courses. */
  coursesHref: string;
  LinkComponent?: LinkComponent;
}

/**
 * The public verification page of a course certificate (`/{lang}/certificate/{code}`, the code
 * and QR code printed on it): who earned which course and when, with the code; an unknown code
 * says so plainly.
 */
export function CertificateVerification({
  result,
  coursesHref,
  LinkComponent = PlainLink,
  className,
  ...props
}: CertificateVerificationProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  const Icon = icons[result.status];
  const title = {
    verified: t('certificates.verify.validTitle'),
    unknown: t('certificates.verify.unknownTitle'),
    unavailable: t('certificates.verify.unavailableTitle'),
  }[result.status];
  return (
    <section
      data-slot="certificate-verification"
      data-state={result.status}
      aria-labelledby={titleId}
      className={cn('px-gutter py-section flex justify-center', className)}
      {...props}
    >
      <div className="bg-surface text-surface-foreground flex w-full max-w-2xl flex-col items-center gap-6 rounded-2xl border p-6 text-center shadow-sm sm:p-10">
        <span className={certificateVerificationVariants({ status: result.status })}>
          <Icon className="size-8" aria-hidden="true" />
        </span>
        <header className="flex flex-col gap-2">
          <p className="text-accent text-sm font-semibold tracking-[0.14em] uppercase">
            {t('certificates.verify.eyebrow')}
          </p>
          <h1 id={titleId} className="font-display text-display-sm font-semibold text-balance">
            {title}
          </h1>
          <p className="text-muted-foreground leading-relaxed">
            {result.status === 'verified'
              ? t('certificates.verify.validText')
              : result.status === 'unknown'
                ? t('certificates.verify.unknownText', { code: result.code })
                : t('certificates.verify.unavailableText')}
          </p>
        </header>
        {result.status === 'verified' ? (
          <dl className="grid w-full gap-4 text-left sm:grid-cols-2">
            <Fact label={t('certificates.verify.holder')} wide>
              <span className="font-display text-xl font-semibold">
                {result.certificate.holder_name}
              </span>
            </Fact>
            <Fact label={t('certificates.verify.course')} wide>
              {result.certificate.course_title}
            </Fact>
            <Fact label={t('certificates.verify.date')}>
              <time dateTime={isoDate(result.certificate.issued_at)}>
                {formatLongDate(result.certificate.issued_at, i18n.language as Language)}
              </time>
            </Fact>
            <Fact label={t('certificates.verify.code')}>
              <span className="font-mono break-all">{result.certificate.code}</span>
            </Fact>
          </dl>
        ) : null}
        <LinkComponent href={coursesHref} className={buttonVariants({ variant: 'outline' })}>
          {t('certificates.verify.home')}
        </LinkComponent>
      </div>
    </section>
  );
}

function Fact({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'bg-muted/60 flex flex-col gap-1 rounded-lg px-4 py-3',
        wide && 'sm:col-span-2',
      )}
    >
      <dt className="text-muted-foreground text-xs font-semibold tracking-wide uppercase">
        {label}
      </dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
