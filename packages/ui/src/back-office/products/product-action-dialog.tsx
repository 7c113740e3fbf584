import { useTranslation } from 'react-i18next';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import type { ProductAction } from './product-form';
import { productFieldError } from './product-form-values';
import type { ProductActionView } from './product-types';

export interface ProductActionDialogProps {
  /** The action confirmed (null: none open). */
  verb: ProductAction | null;
  /** The product's title in the page's language. */
  title: string;
  action: ProductActionView;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Confirms showing a product in the shop, hiding it (its page then answers 404, its orders keep
 * it) or deleting one that was never ordered.
 */
export function ProductActionDialog({
  verb,
  title,
  action,
  onConfirm,
  onCancel,
}: ProductActionDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const shown = verb ?? 'activate';
  // The server's refusal in words (no picture yet, ordered), else the flow's general failure.
  const refusal = productFieldError(action.fieldErrors, 'non_field_errors');
  const error = refusal ? t(`adminProducts.errors.${refusal}`) : message(action.errorKey);
  return (
    <ConfirmActionDialog
      slot="product-action-dialog"
      open={action.isOpen && verb !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t(`adminProducts.confirm.${shown}.title`, { title })}
      description={t(`adminProducts.confirm.${shown}.description`)}
      confirmLabel={t(`adminProducts.actions.${shown}`)}
      tone={shown === 'activate' ? undefined : 'danger'}
      state={action.dialogState}
      error={error ?? undefined}
      onConfirm={onConfirm}
    />
  );
}
