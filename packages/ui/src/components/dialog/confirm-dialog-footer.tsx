import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { DialogFooter } from './dialog';

export interface ConfirmDialogFooterProps {
  /** The confirmed action is running: the way back is disabled, the confirm button shows it. */
  busy: boolean;
  /** The way back's label ("keep", "cancel"). */
  cancelLabel: ReactNode;
  /** What the confirm button announces while busy. */
  loadingText?: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirm button's content. */
  children: ReactNode;
  /** Extra classes for the footer row. */
  className?: string;
}

/** A confirmation dialog's two buttons: back out (outlined) and do it (primary, busy while done). */
export function ConfirmDialogFooter({
  busy,
  cancelLabel,
  loadingText,
  onCancel,
  onConfirm,
  children,
  className,
}: ConfirmDialogFooterProps) {
  return (
    <DialogFooter className={className}>
      <Button variant="outline" disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button loading={busy} loadingText={loadingText} onClick={onConfirm}>
        {children}
      </Button>
    </DialogFooter>
  );
}
