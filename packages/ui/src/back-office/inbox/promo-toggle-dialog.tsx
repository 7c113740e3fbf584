import { useTranslation } from 'react-i18next';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import type { PromoCodeRow, StaffActionView } from './inbox-types';

export interface PromoToggleDialogProps {
  /** The code to switch: a disabled one is enabled, any other disabled. */
  promo: Pick<PromoCodeRow, 'code' | 'disabled'> | null;
  action: StaffActionView;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Disables a code (checkout refuses it, its uses stay) or enables it again, once confirmed. */
export function PromoToggleDialog({ promo, action, onConfirm, onCancel }: PromoToggleDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const verb = promo?.disabled ? 'enable' : 'disable';
  const code = promo?.code ?? '';
  return (
    <ConfirmActionDialog
      open={action.isOpen && promo !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t(`adminInbox.toggle.${verb}Title`, { code })}
      description={t(`adminInbox.toggle.${verb}Description`)}
      confirmLabel={t(`adminInbox.toggle.${verb}Confirm`)}
      tone={verb === 'disable' ? 'danger' : undefined}
      state={action.dialogState}
      error={message(action.errorKey) ?? undefined}
      onConfirm={onConfirm}
    />
  );
}
