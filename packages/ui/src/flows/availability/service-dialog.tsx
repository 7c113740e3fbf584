import {
  SERVICE_MINUTES_MAX,
  SERVICE_MINUTES_MIN,
  SERVICE_NAME_MAX,
} from '@academy/contract/calendar';
import { currencySign, PROFILE_CURRENCIES } from '@academy/contract/rules';
import { type ServicesEditorActorRef, selectServicesEditor } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { TranslatedFields } from '../../back-office/translated-fields';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Checkbox } from '../../components/checkbox/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';
import { Field } from '../../components/field/field';
import { FlowForm, TextField } from '../../components/form-fields/form-fields';
import { useFlowMessage } from '../use-flow-message';
import { NativeSelectField } from './native-select-field';

/**
 * A service added or edited (issue 28): its name in the five languages (Romanian required, the
 * others shown in Romanian when empty), its length, its price (none: agreed at the visit) and
 * currency, and whether clients may book it. What was typed stays through a refusal or a failure.
 */
export function ServiceDialog({ actor }: { actor: ServicesEditorActorRef }) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const view = useSelector(actor, selectServicesEditor);
  const errors = Object.fromEntries(
    Object.entries(view.fieldErrors).map(([path, key]) => [path, message(key) ?? '']),
  );
  const change = actor.send;
  return (
    <Dialog
      open={view.dialogOpen}
      onOpenChange={(open) => (open ? undefined : change({ type: 'dialog.cancel' }))}
    >
      <DialogContent
        data-slot="service-dialog"
        className="flex max-h-[90dvh] flex-col sm:max-w-2xl"
      >
        <DialogHeader>
          <DialogTitle>
            {t(view.isNew ? 'availability.serviceNew' : 'availability.serviceEdit')}
          </DialogTitle>
          <DialogDescription>{t('availability.serviceDialogText')}</DialogDescription>
        </DialogHeader>
        <FlowForm
          focusFirstInvalid
          onSubmit={() => change({ type: 'dialog.save' })}
          className="-mx-1 flex min-h-0 flex-col gap-5 overflow-y-auto px-1 pb-1"
        >
          {view.dialogMessageKey ? <Alert>{message(view.dialogMessageKey)}</Alert> : null}
          <TranslatedFields
            fields={[
              {
                name: 'name',
                label: t('availability.serviceName'),
                kind: 'text',
                required: true,
                maxLength: SERVICE_NAME_MAX,
              },
            ]}
            values={{ name: view.draft.name }}
            errors={errors}
            disabled={view.isSaving}
            onChange={(_, language, text) => change({ type: 'name.change', language, text })}
          />
          <div className="grid gap-4 min-[567px]:grid-cols-3">
            <TextField
              label={t('availability.duration')}
              hint={t('availability.durationHint', {
                min: SERVICE_MINUTES_MIN,
                max: SERVICE_MINUTES_MAX,
              })}
              error={errors.duration}
              type="number"
              inputMode="numeric"
              step={5}
              min={SERVICE_MINUTES_MIN}
              max={SERVICE_MINUTES_MAX}
              value={view.draft.duration}
              disabled={view.isSaving}
              onValueChange={(value) => change({ type: 'field.change', field: 'duration', value })}
            />
            <TextField
              label={t('availability.price')}
              hint={t('availability.priceHint')}
              error={errors.price}
              inputMode="decimal"
              value={view.draft.price}
              disabled={view.isSaving}
              onValueChange={(value) => change({ type: 'field.change', field: 'price', value })}
            />
            <NativeSelectField
              label={t('availability.currency')}
              error={errors.currency}
              value={view.draft.currency}
              options={PROFILE_CURRENCIES.map((currency) => ({
                value: currency,
                label:
                  currencySign(currency) === currency.toUpperCase()
                    ? currencySign(currency)
                    : `${currency.toUpperCase()} (${currencySign(currency)})`,
              }))}
              disabled={view.isSaving}
              onValueChange={(value) =>
                change({
                  type: 'field.change',
                  field: 'currency',
                  value: value as (typeof PROFILE_CURRENCIES)[number],
                })
              }
            />
          </div>
          <Field
            orientation="horizontal"
            label={t('availability.active')}
            hint={t('availability.activeHint')}
          >
            <Checkbox
              checked={view.draft.active}
              disabled={view.isSaving}
              onCheckedChange={(checked) =>
                change({ type: 'field.change', field: 'active', value: checked === true })
              }
            />
          </Field>
          <DialogFooter>
            <Button
              variant="outline"
              disabled={view.isSaving}
              onClick={() => change({ type: 'dialog.cancel' })}
            >
              {t('availability.cancel')}
            </Button>
            <Button type="submit" loading={view.isSaving} loadingText={t('availability.saving')}>
              {t('availability.save')}
            </Button>
          </DialogFooter>
        </FlowForm>
      </DialogContent>
    </Dialog>
  );
}
