import { RotateCcwIcon, UploadIcon, XIcon } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { useFlowMessage } from '../../flows/use-flow-message';
import { cn } from '../../lib/cn';
import type { VideoUploadView } from './course-content-types';

export interface VideoUploadStatusProps {
  /** The video's title, to name its controls. */
  title: string;
  view: VideoUploadView;
  onChooseFile: (file: File) => void;
  onRetry: () => void;
  onCancel: () => void;
}

/**
 * A video's file: its state in words (waiting, uploading, processing, ready, failed and why),
 * a bar with the percent of the step under way, and the step's controls (choose or replace the
 * file, stop the upload, try again).
 */
export function VideoUploadStatus({
  title,
  view,
  onChooseFile,
  onRetry,
  onCancel,
}: VideoUploadStatusProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const input = useRef<HTMLInputElement>(null);
  const busy = view.state === 'uploading' || view.state === 'processing';
  const choose = t(
    view.state === 'ready'
      ? 'adminCourseContent.upload.replace'
      : 'adminCourseContent.upload.choose',
  );
  return (
    <div
      data-slot="video-upload-status"
      data-state={view.state}
      className="flex min-w-0 flex-col gap-2"
    >
      <p
        role={view.state === 'failed' ? 'alert' : 'status'}
        className={cn(
          'text-sm',
          view.state === 'failed' ? 'text-danger font-medium' : 'text-muted-foreground',
        )}
      >
        {message(view.messageKey)}
        {busy ? ` ${view.percent} %` : null}
      </p>
      {view.processingError ? (
        <p className="text-muted-foreground line-clamp-2 text-xs break-all">
          {t('adminCourseContent.upload.serverSaid', { error: view.processingError })}
        </p>
      ) : null}
      {busy ? (
        <progress
          className="accent-primary h-2 w-full"
          max={100}
          value={view.percent}
          aria-label={t('adminCourseContent.upload.progress', { title })}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {view.canChooseFile ? (
          <>
            <input
              ref={input}
              type="file"
              tabIndex={-1}
              aria-hidden="true"
              accept="video/*"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) onChooseFile(file);
                event.target.value = '';
              }}
            />
            <Button
              type="button"
              size="sm"
              variant={view.state === 'ready' ? 'outline' : 'secondary'}
              onClick={() => input.current?.click()}
              aria-label={`${choose}: ${title}`}
            >
              <UploadIcon aria-hidden="true" />
              {choose}
            </Button>
          </>
        ) : null}
        {view.canRetry ? (
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            <RotateCcwIcon aria-hidden="true" />
            {t('adminCourseContent.upload.retry')}
          </Button>
        ) : null}
        {view.canCancel ? (
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            <XIcon aria-hidden="true" />
            {t('adminCourseContent.upload.cancel')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
