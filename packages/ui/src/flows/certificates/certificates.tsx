import type { Language } from '@academy/contract/languages';
import { type CertificatesActorRef, selectCertificates } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { DownloadIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { type ComponentProps, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/button/button';
import { ConfirmDialogFooter } from '../../components/dialog/confirm-dialog-footer';
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
import { CourseCertificateCard } from './course-certificate-card';
import { OwnCertificateCard } from './own-certificate-card';

/** What the file picker offers; the machine still checks the type of whatever is chosen. */
const ACCEPTED_FILES = 'image/*,application/pdf';

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
          <ConfirmDialogFooter
            busy={view.isDeleting}
            cancelLabel={message('certificates.cancel')}
            loadingText={message('certificates.delete') ?? undefined}
            onCancel={() => actor.send({ type: 'delete.cancel' })}
            onConfirm={() => actor.send({ type: 'delete.confirm' })}
          >
            <Trash2Icon aria-hidden="true" />
            {message('certificates.delete')}
          </ConfirmDialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
