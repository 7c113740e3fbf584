import { PROMO_NOTE_MAX } from '@academy/contract/back-office/inbox';
import { PROMO_CODE_MAX, PROMO_SCOPES } from '@academy/contract/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/checkbox/checkbox';
import { Field } from '../../components/field/field';
import { SelectField, TextField } from '../../components/form-fields/form-fields';
import { RadioGroup, RadioGroupItem } from '../../components/radio-group/radio-group';
import { useFlowMessage } from '../../flows/use-flow-message';
import { ConfirmActionDialog } from '../shell';
import type { PromoCategory, StaffActionView } from './inbox-types';
import { promoFieldError } from './promo-form-values';
import { PromoMoneyFields } from './promo-money-fields';

export interface PromoCodeFormDialogProps {
  /** A new code, or the code being edited (its name in the title). */
  mode: { kind: 'create' } | { kind: 'edit'; code: string };
  /** The staff-action flow's dialog: the values (promoFormValues) and the refused fields. */
  action: StaffActionView;
  /** The shop's categories, for a code limited to some. */
  categories: readonly PromoCategory[];
  onChange: (field: string, value: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Creates or edits a promo code: its name, a percentage or fixed amounts per currency, a minimum
 * order, the dates, the limits and what it applies to. Each refused field (the form's own check or
 * the server's, with the contract's words) shows its translated error at the field.
 */
export function PromoCodeFormDialog({
  mode,
  action,
  categories,
  onChange,
  onConfirm,
  onCancel,
}: PromoCodeFormDialogProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const kindId = useId();
  const { values } = action;
  const error = (field: string) => {
    const key = promoFieldError(action.fieldErrors, field);
    return key ? t(`adminInbox.form.errors.${key}`) : undefined;
  };
  const text = (field: string) => ({
    name: field,
    value: values[field] ?? '',
    onValueChange: (value: string) => onChange(field, value),
    error: error(field),
  });
  const fixed = values.kind === 'fixed';
  const chosen = new Set((values.category_ids ?? '').split(',').filter(Boolean));
  const toggleCategory = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange('category_ids', [...next].join(','));
  };
  return (
    <ConfirmActionDialog
      slot="promo-form-dialog"
      className="flex flex-col overflow-hidden sm:max-w-2xl"
      open={action.isOpen}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title={
        mode.kind === 'create'
          ? t('adminInbox.form.createTitle')
          : t('adminInbox.form.editTitle', { code: mode.code })
      }
      description={t('adminInbox.form.description')}
      confirmLabel={t(mode.kind === 'create' ? 'adminInbox.form.create' : 'adminInbox.form.save')}
      state={action.dialogState}
      error={message(action.errorKey) ?? undefined}
      onConfirm={onConfirm}
      fieldsLabel={t('adminInbox.form.fields')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...text('code')}
          label={t('adminInbox.form.code')}
          hint={t('adminInbox.form.codeHint')}
          maxLength={PROMO_CODE_MAX}
          autoCapitalize="characters"
          className="sm:col-span-2"
        />
        <TextField
          {...text('note')}
          label={t('adminInbox.form.note')}
          hint={t('adminInbox.form.noteHint')}
          maxLength={PROMO_NOTE_MAX}
          className="sm:col-span-2"
        />
      </div>
      <div className="flex flex-col gap-2">
        <span id={kindId} className="text-sm font-medium">
          {t('adminInbox.form.kind')}
        </span>
        <RadioGroup
          aria-labelledby={kindId}
          value={fixed ? 'fixed' : 'percent'}
          onValueChange={(value) => onChange('kind', value)}
          className="grid-cols-2"
        >
          <RadioGroupItem value="percent" label={t('adminInbox.form.kindPercent')} />
          <RadioGroupItem value="fixed" label={t('adminInbox.form.kindFixed')} />
        </RadioGroup>
      </div>
      {fixed ? (
        <PromoMoneyFields
          legend={t('adminInbox.form.amounts')}
          prefix="amount"
          values={values}
          onChange={onChange}
          errorOf={(currency) => error(`amounts.${currency}`)}
          error={error('percent') ?? error('amounts')}
        />
      ) : (
        <TextField {...text('percent')} label={t('adminInbox.form.percent')} inputMode="numeric" />
      )}
      <PromoMoneyFields
        legend={t('adminInbox.form.minimum')}
        prefix="min"
        values={values}
        onChange={onChange}
        errorOf={(currency) => error(`min_subtotal.${currency}`)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...text('starts_at')}
          type="datetime-local"
          label={t('adminInbox.form.startsAt')}
        />
        <TextField {...text('ends_at')} type="datetime-local" label={t('adminInbox.form.endsAt')} />
        <TextField
          {...text('max_uses')}
          inputMode="numeric"
          label={t('adminInbox.form.maxUses')}
          hint={t('adminInbox.form.noLimitHint')}
        />
        <TextField
          {...text('per_user')}
          inputMode="numeric"
          label={t('adminInbox.form.perUser')}
          hint={t('adminInbox.form.noLimitHint')}
        />
      </div>
      <SelectField
        label={t('adminInbox.form.scope')}
        placeholder={t('adminInbox.promo.scope.all')}
        value={values.scope ?? 'all'}
        onValueChange={(value) => onChange('scope', value)}
        options={PROMO_SCOPES.map((scope) => ({
          value: scope,
          label: t(`adminInbox.promo.scope.${scope}`),
        }))}
        error={error('scope')}
      />
      {values.scope === 'categories' ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('adminInbox.form.categories')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {categories.map((category) => (
              <Field key={category.id} orientation="horizontal" label={category.name}>
                <Checkbox
                  checked={chosen.has(String(category.id))}
                  onCheckedChange={(on) => toggleCategory(String(category.id), on === true)}
                />
              </Field>
            ))}
          </div>
          {error('category_ids') ? (
            <p className="text-danger text-sm font-medium">{error('category_ids')}</p>
          ) : null}
        </fieldset>
      ) : null}
    </ConfirmActionDialog>
  );
}
