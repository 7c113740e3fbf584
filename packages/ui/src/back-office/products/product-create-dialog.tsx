import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/form-fields/form-fields';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import { productFieldError } from './product-form-values';
import type { ProductActionView, ProductOption } from './product-types';

export interface ProductCreateDialogProps {
  /** The staff-action flow's dialog: values `title.ro` and `category`, and the refused fields. */
  action: ProductActionView;
  categories: readonly ProductOption[];
  onChange: (field: string, value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A new product from the two things it cannot be without: its Romanian title and its category.
 * It starts hidden from the shop; its page, opened next, has the rest of the form.
 */
export function ProductCreateDialog({
  action,
  categories,
  onChange,
  onConfirm,
  onCancel,
}: ProductCreateDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const error = (field: string) => {
    const key = productFieldError(action.fieldErrors, field);
    return key ? t(`adminProducts.errors.${key}`) : undefined;
  };
  return (
    <ConfirmActionDialog
      slot="product-create-dialog"
      open={action.isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={t('adminProducts.create.title')}
      description={t('adminProducts.create.description')}
      confirmLabel={t('adminProducts.create.confirm')}
      state={action.dialogState}
      error={message(action.errorKey) ?? undefined}
      onConfirm={onConfirm}
    >
      <TextField
        name="title.ro"
        label={t('adminProducts.create.titleRo')}
        value={action.values['title.ro'] ?? ''}
        onValueChange={(value) => onChange('title.ro', value)}
        error={error('title.ro') ?? error('title')}
        maxLength={200}
      />
      <SelectField
        label={t('adminProducts.fields.category')}
        placeholder={t('adminProducts.create.chooseCategory')}
        value={action.values.category ?? ''}
        onValueChange={(value) => onChange('category', value)}
        options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        error={error('category')}
      />
    </ConfirmActionDialog>
  );
}
