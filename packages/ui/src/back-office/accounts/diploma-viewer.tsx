import { DownloadIcon, FileWarningIcon, RotateCcwIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Skeleton } from '../../components/skeleton/skeleton';
import type { AccountLoadable } from './account-types';

/** The diploma's file as the page fetched it (with the staff token): a local address and kind. */
export interface DiplomaFile {
  /** An object URL of the fetched file (the page revokes it when it goes). */
  url: string;
  kind: 'image' | 'pdf';
}

export interface DiplomaViewerProps {
  /** null: the account sent no diploma. */
  diploma: AccountLoadable<DiplomaFile> | null;
  /** Whose diploma it is (the image's text alternative). */
  name: string;
  onRetry: () => void;
}

/**
 * The diploma an account registered with, checked before activation (spec 1): an image drawn
 * in the page, or a PDF in the browser's viewer, with a download for a browser that has none.
 */
export function DiplomaViewer({ diploma, name, onRetry }: DiplomaViewerProps) {
  const { t } = useTranslation('ui');
  const state = diploma ? diploma.state : 'none';
  const diplomaTitleId = useId();
  return (
    <section
      data-slot="diploma-viewer"
      data-state={state}
      aria-labelledby={diplomaTitleId}
      className="bg-surface flex flex-col gap-3 rounded-xl border p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={diplomaTitleId} className="text-base font-semibold">
          {t('adminAccounts.diploma.title')}
        </h2>
        {diploma?.state === 'ready' ? (
          <Button asChild variant="outline" size="sm">
            <a href={diploma.data.url} download>
              <DownloadIcon aria-hidden="true" />
              {t('adminAccounts.diploma.download')}
            </a>
          </Button>
        ) : null}
      </div>
      {!diploma ? (
        <p className="text-muted-foreground flex items-center gap-2 text-sm">
          <FileWarningIcon className="size-4" aria-hidden="true" />
          {t('adminAccounts.diploma.none')}
        </p>
      ) : null}
      {diploma?.state === 'loading' ? (
        <div role="status">
          <span className="sr-only">{t('adminAccounts.diploma.loading')}</span>
          <Skeleton className="aspect-[4/3] w-full rounded-lg" />
        </div>
      ) : null}
      {diploma?.state === 'error' ? (
        <div className="flex flex-col items-start gap-3">
          <Alert className="w-full">{t('adminAccounts.diploma.loadFailed')}</Alert>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCcwIcon aria-hidden="true" />
            {t('adminAccounts.detail.retry')}
          </Button>
        </div>
      ) : null}
      {diploma?.state === 'ready' && diploma.data.kind === 'image' ? (
        <img
          src={diploma.data.url}
          alt={t('adminAccounts.diploma.alt', { name })}
          className="bg-muted max-h-[70vh] w-full rounded-lg object-contain"
        />
      ) : null}
      {diploma?.state === 'ready' && diploma.data.kind === 'pdf' ? (
        <object
          data={diploma.data.url}
          type="application/pdf"
          title={t('adminAccounts.diploma.alt', { name })}
          className="bg-muted h-[70vh] w-full rounded-lg"
        >
          <p className="text-muted-foreground p-4 text-sm">
            {t('adminAccounts.diploma.noViewer')}{' '}
            <a href={diploma.data.url} download className="text-primary underline">
              {t('adminAccounts.diploma.download')}
            </a>
          </p>
        </object>
      ) : null}
    </section>
  );
}
