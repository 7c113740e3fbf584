import { useTranslation } from 'react-i18next';
import { ConfirmActionDialog, type ConfirmActionState } from '../shell';

export interface SiteRemoveDialogProps {
  /** What is removed: a diploma of the gallery, or an uploaded legal PDF. */
  what: 'gallery' | 'legal';
  open: boolean;
  state: ConfirmActionState;
  /** The failure's text, translated. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The confirmation of a removal on the site page, said for what it removes. */
export function SiteRemoveDialog({
  what,
  open,
  state,
  error,
  onConfirm,
  onCancel,
}: SiteRemoveDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <ConfirmActionDialog
      slot="site-remove-dialog"
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={t(`adminSite.${what}.removeTitle`)}
      description={t(`adminSite.${what}.removeDescription`)}
      confirmLabel={t(`adminSite.${what}.removeConfirm`)}
      tone="danger"
      state={state}
      error={error ?? undefined}
      onConfirm={onConfirm}
    />
  );
}
