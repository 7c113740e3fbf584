import { IMAGE_ACCEPT } from '@academy/contract/back-office/images';
import type { ImagePicture, ImageUploadMessageKey, ImageUploadState } from '@academy/machines';
import { ImageIcon, RotateCcwIcon, Trash2Icon, UploadIcon } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { useFlowMessage } from '../../flows/use-flow-message';
import { cn } from '../../lib/cn';
import { HiddenFileInput } from './hidden-file-input';

/** What the image-upload flow shows (`selectImageUpload`) and its events, spread on the field. */
export interface ImageFieldBinding {
  state: ImageUploadState;
  /** The picture to show: the uploaded image's card-sized file, else the record's own. */
  picture: ImagePicture | null;
  /** The file being sent or refused. */
  fileName: string | null;
  errorKey: ImageUploadMessageKey | null;
  statusKey: ImageUploadMessageKey | null;
  canRetry: boolean;
  onChoose: (file: File) => void;
  onRetry: () => void;
  onRemove: () => void;
}

export interface ImageFieldProps extends ImageFieldBinding {
  /** The field's name on the form ("Cover", "Logo"). */
  label: string;
  /** A record that must keep a picture (a course's cover) offers no remove. */
  removable?: boolean;
  disabled?: boolean;
  /** The picture's proportions in the preview frame (CSS aspect-ratio), e.g. `4 / 3`. */
  aspect?: string;
  className?: string;
}

/**
 * An image field of the back office (issue 27): the current picture (or none), choose or replace
 * a file, remove it, and while the server resizes it an indeterminate progress (fetch cannot
 * report an upload's progress over HTTP/1.1, so no made-up percentage). Why a file was refused
 * is said under it; a failed call offers to send the same file again.
 */
export function ImageField({
  label,
  state,
  picture,
  fileName,
  errorKey,
  statusKey,
  canRetry,
  onChoose,
  onRetry,
  onRemove,
  removable = true,
  disabled = false,
  aspect = '4 / 3',
  className,
}: ImageFieldProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const uploading = state === 'uploading';
  const error = message(errorKey);
  return (
    <fieldset
      data-slot="image-field"
      data-state={state}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      className={cn('flex min-w-0 flex-col gap-3', className)}
      disabled={disabled}
    >
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div
        className="bg-muted relative w-full max-w-sm overflow-hidden rounded-md border"
        style={{ aspectRatio: aspect }}
      >
        {picture ? (
          <img
            src={picture.url}
            width={picture.width}
            height={picture.height}
            alt={t('adminImages.current', { label })}
            className={cn('size-full object-cover', uploading && 'opacity-60')}
          />
        ) : (
          <div className="text-muted-foreground flex size-full flex-col items-center justify-center gap-2 text-sm">
            <ImageIcon aria-hidden className="size-8" />
            {t('adminImages.empty')}
          </div>
        )}
        {uploading ? (
          <div
            role="progressbar"
            aria-label={t('adminImages.progress')}
            aria-valuetext={fileName ?? undefined}
            className="bg-background/70 absolute inset-x-0 bottom-0 h-2 overflow-hidden"
          >
            <div className="bg-primary h-full w-full animate-pulse motion-reduce:animate-none" />
          </div>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {t('adminImages.hint')}
      </p>
      <HiddenFileInput ref={input} accept={IMAGE_ACCEPT} onFile={onChoose} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-busy={uploading || undefined}
          disabled={disabled || uploading}
          onClick={() => input.current?.click()}
        >
          <UploadIcon aria-hidden />
          {picture ? t('adminImages.replace') : t('adminImages.choose')}
        </Button>
        {canRetry ? (
          <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
            <RotateCcwIcon aria-hidden />
            {t('adminImages.retry')}
          </Button>
        ) : null}
        {removable && picture && !uploading ? (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2Icon aria-hidden />
            {t('adminImages.remove')}
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm empty:hidden">
        {message(statusKey)}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-danger text-sm">
          {fileName ? <span className="font-medium">{fileName}: </span> : null}
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
