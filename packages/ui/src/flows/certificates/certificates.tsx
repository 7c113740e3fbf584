import type { Language } from '@academy/contract/languages';
import { type CertificatesActorRef, selectCertificates } from '@academy/machines';
import { useSelector } from '@xstate/react';
import {
  AwardIcon,
  DownloadIcon,
  FileTextIcon,
  ShieldCheckIcon,
  Trash2Icon,
  UploadIcon,
} from 'lucide-react';
import { type ComponentProps, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../components/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';
import { CertificateViewer } from './certificate-viewer';

/** What the file picker offers; the machine still checks the type of whatever is chosen. */
const ACCEPTED_FILES = 'image/*,application/pdf';

type CertificateItem = ReturnType<typeof selectCertificates>['certificates'][number];

export interface CertificatesViewProps extends Omit<ComponentProps<'section'>, 'children'> {
  actor: CertificatesActorRef;
  /** The public verification page of a course certificate's code (the app's route). */
  verificationHref: (code: string) => string;
  /**
   * Downloads a course certificate's PDF (the app fetches it with the session's token); without
   * it, the Download PDF button is a plain link to the file.
   */
  onDownloadPdf?: (certificate: { id: number; code?: string | null; pdf: string }) => void;
  /** 1 when the view is the page's main content (the dashboard's certificates page). */
  titleLevel?: 1 | 2;
}

/**
 * The dashboard's certificates (spec 2.9): the course certificates the academy issued (download
 * the PDF, open the public verification page) and the user's own uploads (upload with a progress
 * bar, an image in the lightbox, a PDF downloaded, delete after confirmation). The certificates
 * machine's state is on the root's `data-state`.
 */
export function CertificatesView({
  actor,
  verificationHref,
  onDownloadPdf,
  titleLevel = 2,
  className,
  ...props
}: CertificatesViewProps) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const Heading = titleLevel === 1 ? 'h2' : 'h3';
  const { t, i18n } = useTranslation('ui');
  const message = useFlowMessage();
  const language = i18n.language as Language;
  const select = useCallback(
    (snapshot: Parameters<typeof selectCertificates>[0]) => selectCertificates(snapshot, language),
    [language],
  );
  const view = useSelector(actor, select);
  const [openId, setOpenId] = useState<number | null>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();

  const courseCertificates = view.certificates.filter((c) => c.for_completing_the_course);
  const ownCertificates = view.certificates.filter((c) => !c.for_completing_the_course);
  const open = ownCertificates.find((c) => c.id === openId);
  const pending = view.certificates.find((c) => c.id === view.pendingDeleteId);
  const percent = Math.round((view.uploadProgress ?? 0) * 100);

  return (
    <section
      data-slot="certificates"
      data-state={view.state}
      aria-labelledby={titleId}
      className={cn('flex w-full flex-col gap-10', className)}
      {...props}
    >
      <header className="flex flex-col gap-1.5">
        <Title id={titleId} className="font-display text-display-sm font-semibold">
          {t('certificates.title')}
        </Title>
        <p className="text-muted-foreground">{t('certificates.subtitle')}</p>
      </header>

      <section aria-labelledby={`${titleId}-course`} className="flex flex-col gap-4">
        <Heading id={`${titleId}-course`} className="text-lg font-semibold">
          {t('certificates.course.title')}
        </Heading>
        {courseCertificates.length === 0 ? (
          <p className="bg-muted/60 text-muted-foreground rounded-xl border border-dashed p-6">
            {t('certificates.course.empty')}
          </p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {courseCertificates.map((certificate) => (
              <CourseCertificateCard
                key={certificate.id}
                certificate={certificate}
                verificationHref={verificationHref}
                onDownloadPdf={onDownloadPdf}
                HeadingTag={Heading === 'h2' ? 'h3' : 'h4'}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${titleId}-own`} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <Heading id={`${titleId}-own`} className="text-lg font-semibold">
              {t('certificates.own.title')}
            </Heading>
            <p id={hintId} className="text-muted-foreground text-sm">
              {t('certificates.own.hint')}
            </p>
          </div>
          <div>
            <input
              id={inputId}
              type="file"
              accept={ACCEPTED_FILES}
              aria-describedby={hintId}
              disabled={view.isUploading}
              className="peer sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                // The machine keeps the file while it is sent; the input is emptied at once so a
                // refused file is not kept and the same file can be chosen again.
                event.target.value = '';
                if (file) actor.send({ type: 'file.select', file });
              }}
            />
            <label
              htmlFor={inputId}
              className={cn(
                buttonVariants({ variant: 'primary', size: 'md' }),
                'peer-focus-visible:outline-ring peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2',
                'peer-disabled:pointer-events-none peer-disabled:opacity-55',
              )}
            >
              <UploadIcon aria-hidden="true" />
              {message('certificates.upload')}
            </label>
          </div>
        </div>

        {view.isUploading ? (
          <div
            data-slot="certificates-upload-progress"
            className="bg-surface flex flex-col gap-2 rounded-xl border p-4"
          >
            <div className="flex items-center justify-between gap-3 text-sm">
              <span className="truncate font-medium">
                {t('certificates.own.uploading', { name: view.uploadFileName ?? '' })}
              </span>
              <span className="text-muted-foreground tabular-nums">{percent} %</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('certificates.own.progress', { name: view.uploadFileName ?? '' })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="bg-muted h-2 overflow-hidden rounded-full"
            >
              <div
                className="bg-primary h-full rounded-full transition-[width] duration-200 motion-reduce:transition-none"
                style={{ width: `${percent}%` }}
              />
            </div>
          </div>
        ) : null}

        {ownCertificates.length === 0 ? (
          <p className="bg-muted/60 text-muted-foreground rounded-xl border border-dashed p-6">
            {t('certificates.own.empty')}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 min-[431px]:grid-cols-2 lg:grid-cols-3">
            {ownCertificates.map((certificate) => (
              <OwnCertificateCard
                key={certificate.id}
                certificate={certificate}
                onOpen={() => setOpenId(certificate.id)}
                onDelete={() => actor.send({ type: 'delete.request', id: certificate.id })}
              />
            ))}
          </ul>
        )}
      </section>

      <Dialog open={open !== undefined} onOpenChange={(isOpen) => isOpen || setOpenId(null)}>
        {open ? (
          <DialogContent
            data-slot="certificates-lightbox"
            aria-describedby={undefined}
            className="max-w-4xl gap-4 p-4 sm:p-6"
          >
            <CertificateViewer caption={open.caption} image={open.image} />
            <DialogFooter>
              <a
                href={open.image}
                download
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                <DownloadIcon aria-hidden="true" />
                {t('certificates.own.download')}
              </a>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>

      <Dialog
        open={view.confirmDeleteOpen}
        onOpenChange={(isOpen) => {
          if (!isOpen && !view.isDeleting) actor.send({ type: 'delete.cancel' });
        }}
      >
        <DialogContent data-slot="certificates-confirm-delete" hideCloseButton>
          <DialogHeader>
            <DialogTitle>{t('certificates.own.confirmTitle')}</DialogTitle>
            <DialogDescription>
              {message('certificates.confirmDelete')}
              {pending ? (
                <span className="text-foreground mt-1 block font-medium">{pending.caption}</span>
              ) : null}
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button
              variant="outline"
              disabled={view.isDeleting}
              onClick={() => actor.send({ type: 'delete.cancel' })}
            >
              {message('certificates.cancel')}
            </Button>
            <Button
              loading={view.isDeleting}
              loadingText={message('certificates.delete') ?? undefined}
              onClick={() => actor.send({ type: 'delete.confirm' })}
            >
              <Trash2Icon aria-hidden="true" />
              {message('certificates.delete')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}

function CourseCertificateCard({
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

function OwnCertificateCard({
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
