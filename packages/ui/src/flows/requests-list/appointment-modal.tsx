import {
  APPOINTMENT_TIME_PLACEHOLDER,
  type AppointmentField,
  type AppointmentModalActorRef,
  hourlyTimeOptions,
  selectAppointmentModal,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';
import { Field } from '../../components/field/field';
import {
  FlowForm,
  SelectField,
  SubmitButton,
  TextField,
} from '../../components/form-fields/form-fields';
import { Textarea } from '../../components/textarea/textarea';
import { useNarrowScreen } from '../certificates/use-narrow-screen';
import { useFlowMessage } from '../use-flow-message';

export interface AppointmentModalViewProps {
  actor: AppointmentModalActorRef;
  /** The hour select instead of the time input; by default on screens 430 px or narrower. */
  narrow?: boolean;
}

/** The durations offered (the draft's default, 00:30, among them: spec 3, 9). */
export const APPOINTMENT_DURATIONS = ['00:15', '00:30', '00:45', '01:00', '01:30', '02:00'];

/**
 * The add / edit appointment modal (spec 2.9, 4, 5): name, phone, date, time, duration, comment.
 * The time is a select of whole hours from 6:00 to 23:00 on screens 430 px or narrower, a time
 * input otherwise. Missing fields are marked; a confirmed visit in the same hour shows
 * 'The selected date and time are already occupied' and nothing is saved. A Radix dialog: the
 * focus stays inside and goes back where it was when it closes.
 */
export function AppointmentModalView({ actor, narrow: narrowProp }: AppointmentModalViewProps) {
  const { t } = useTranslation('ui');
  const flowMessage = useFlowMessage();
  const modal = useSelector(actor, selectAppointmentModal);
  const narrowScreen = useNarrowScreen();
  const narrow = narrowProp ?? narrowScreen;
  const { draft, errors } = modal;
  const change = (field: AppointmentField) => (value: string) =>
    actor.send({ type: 'field.change', field, value });
  const time = draft.time === APPOINTMENT_TIME_PLACEHOLDER ? '' : draft.time;
  const durations = APPOINTMENT_DURATIONS.includes(draft.duration)
    ? APPOINTMENT_DURATIONS
    : [draft.duration, ...APPOINTMENT_DURATIONS];
  // Opened by events (a button, an item's Edit, the menu's shortcut), not by a Radix trigger: the
  // focus goes back to what had it when the modal opened.
  const opener = useRef<HTMLElement | null>(null);
  const warning = flowMessage(modal.warningKey);
  const failure = flowMessage(modal.errorKey);

  return (
    <Dialog
      open={modal.open}
      onOpenChange={(open) => (open ? undefined : actor.send({ type: 'modal.close' }))}
    >
      <DialogContent
        data-slot="appointment-modal"
        data-state={modal.state}
        className="sm:max-w-xl"
        onOpenAutoFocus={() => {
          opener.current =
            document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <FlowForm
          className="grid gap-4"
          focusFirstInvalid
          onSubmit={() => actor.send({ type: 'form.submit' })}
        >
          <DialogHeader>
            <DialogTitle>
              {modal.mode === 'edit' ? t('requests.modal.editTitle') : t('requests.modal.addTitle')}
            </DialogTitle>
            <DialogDescription>{t('requests.modal.description')}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('requests.modal.name')}
              autoComplete="off"
              value={draft.name}
              error={flowMessage(errors.name)}
              disabled={modal.isSaving}
              onValueChange={change('name')}
            />
            <TextField
              label={t('requests.modal.phone')}
              type="tel"
              autoComplete="off"
              value={draft.phone}
              error={flowMessage(errors.phone)}
              disabled={modal.isSaving}
              onValueChange={change('phone')}
            />
            <TextField
              label={t('requests.modal.date')}
              type="date"
              value={draft.date}
              error={flowMessage(errors.date)}
              disabled={modal.isSaving}
              onValueChange={change('date')}
            />
            {narrow ? (
              <SelectField
                label={t('requests.modal.time')}
                placeholder={t('requests.modal.timePlaceholder')}
                value={time}
                error={flowMessage(errors.time)}
                options={hourlyTimeOptions().map((hour) => ({ value: hour, label: hour }))}
                onValueChange={change('time')}
              />
            ) : (
              <TextField
                label={t('requests.modal.time')}
                type="time"
                step={900}
                value={time}
                error={flowMessage(errors.time)}
                disabled={modal.isSaving}
                onValueChange={change('time')}
              />
            )}
            <SelectField
              label={t('requests.modal.duration')}
              placeholder={t('requests.modal.duration')}
              value={draft.duration}
              options={durations.map((duration) => ({ value: duration, label: duration }))}
              onValueChange={change('duration')}
            />
          </div>
          <Field label={t('requests.modal.comment')}>
            <Textarea
              rows={3}
              value={draft.comment}
              disabled={modal.isSaving}
              onChange={(event) => change('comment')(event.target.value)}
            />
          </Field>
          {warning ? <Alert data-slot="appointment-warning">{warning}</Alert> : null}
          {failure ? <Alert>{failure}</Alert> : null}
          <DialogFooter className="gap-2">
            <Button
              type="button"
              variant="outline"
              size="lg"
              onClick={() => actor.send({ type: 'modal.close' })}
            >
              {t('requests.modal.close')}
            </Button>
            <SubmitButton loading={modal.isSaving} loadingText={t('requests.modal.saving')}>
              {t('requests.modal.save')}
            </SubmitButton>
          </DialogFooter>
        </FlowForm>
      </DialogContent>
    </Dialog>
  );
}
