import { PaperclipIcon, UploadIcon, XIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button/button';

export interface FileInputProps
  extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** The chosen file (controlled): its name is shown; null shows 'No file chosen'. */
  file: { name: string } | null;
  onFileChange: (file: File | null) => void;
}

/**
 * A styled file picker: the native input stays in the page (visually hidden) so the keyboard,
 * labels and `accept` work as usual; the chosen name and a clear button sit next to it.
 */
export function FileInput({
  file,
  onFileChange,
  className,
  id,
  disabled,
  ...props
}: FileInputProps) {
  const { t } = useTranslation('ui');
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const inputRef = useRef<HTMLInputElement>(null);

  // A file cleared from outside (e.g. refused by the machine) must leave the native input too.
  useEffect(() => {
    if (file === null && inputRef.current) inputRef.current.value = '';
  }, [file]);

  return (
    <div
      data-slot="file-input"
      data-state={file ? 'chosen' : 'empty'}
      className={cn(
        'bg-surface border-input flex w-full min-w-0 items-center gap-3 rounded-md border border-dashed p-1.5 pr-2 shadow-sm',
        'has-[input[aria-invalid=true]]:border-danger has-[input:disabled]:bg-muted has-[input:disabled]:shadow-none',
        className,
      )}
    >
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        disabled={disabled}
        className="peer sr-only"
        onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
        {...props}
      />
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant: 'secondary', size: 'sm' }),
          'peer-focus-visible:outline-ring shrink-0 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2',
          disabled && 'pointer-events-none',
        )}
      >
        <UploadIcon aria-hidden="true" />
        {t('account.file.choose')}
      </label>
      <span
        data-slot="file-input-name"
        className={cn(
          'flex min-w-0 flex-1 items-center gap-1.5 text-sm',
          file ? 'text-foreground font-medium' : 'text-muted-foreground',
        )}
      >
        {file ? <PaperclipIcon className="size-4 shrink-0" aria-hidden="true" /> : null}
        <span className="truncate">{file ? file.name : t('account.file.none')}</span>
      </span>
      {file ? (
        <button
          type="button"
          aria-label={t('account.file.clear')}
          disabled={disabled}
          onClick={() => {
            onFileChange(null);
            inputRef.current?.focus();
          }}
          className="text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-ring inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors focus-visible:outline-2"
        >
          <XIcon className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
