import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../dialog/dialog';
import { Input } from '../input/input';
import { Label } from '../label/label';

export interface LinkDialogProps {
  open: boolean;
  initialUrl: string;
  onOpenChange: (open: boolean) => void;
  /** An empty URL removes the link. */
  onSubmit: (url: string) => void;
}

/** Only web and mail links: a typed `javascript:` never reaches the stored HTML. */
export function normalizeLinkUrl(raw: string): string | null {
  const url = raw.trim();
  if (url === '') return '';
  if (/^(https?:|mailto:)/i.test(url)) return url;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return null;
  return `https://${url}`;
}

/** The editor's link dialog (Radix: focus trap, Escape, focus back to the toolbar button). */
export function LinkDialog({ open, initialUrl, onOpenChange, onSubmit }: LinkDialogProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [url, setUrl] = useState(initialUrl);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is portaled out of the DOM, yet React bubbles its submit along the component tree:
    // unstopped, Apply (or Enter in the address) would also submit the form around the editor
    // (saving the page, or the work and closing its modal).
    event.stopPropagation();
    const normalized = normalizeLinkUrl(url);
    if (normalized === null) {
      setInvalid(true);
      return;
    }
    onSubmit(normalized);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{t('my-page.editor.linkTitle')}</DialogTitle>
            <DialogDescription>{t('my-page.editor.linkHint')}</DialogDescription>
          </DialogHeader>
          <div className="my-4 grid gap-2">
            <Label htmlFor={id}>{t('my-page.editor.linkUrl')}</Label>
            <Input
              id={id}
              type="url"
              inputMode="url"
              value={url}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${id}-error` : undefined}
              onChange={(event) => {
                setUrl(event.target.value);
                setInvalid(false);
              }}
              placeholder="https://"
            />
            {invalid ? (
              <p id={`${id}-error`} className="text-danger text-sm">
                {t('my-page.editor.linkInvalid')}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('my-page.editor.cancel')}
            </Button>
            <Button type="submit">{t('my-page.editor.linkApply')}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
