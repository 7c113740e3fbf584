import { selectVisitRequest, type VisitRequestActorRef } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { MailCheckIcon, RotateCwIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotPicker } from '../../blocks/slot-picker/slot-picker';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Field } from '../../components/field/field';
import { FlowForm, SubmitButton, TextField } from '../../components/form-fields/form-fields';
import { Textarea } from '../../components/textarea/textarea';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';
import { useTextFieldBinding } from '../use-text-field-binding';
import { VisitServices } from './visit-services';

export interface VisitRequestFormProps extends Omit<ComponentProps<'section'>, 'children'> {
  actor: VisitRequestActorRef;
  /** The visitor's zone for the slots; the browser's by default (a story fixes it). */
  visitorZone?: string;
}

/**
 * A visitor asks a specialist for a visit (issues 13, 28), the visitRequest machine's view: the
 * specialist's services, the free slots (on their clock, the zone named), name, phone, e-mail and
 * comment. Invalid fields are marked and the first one focused; once sent, "check your e-mail"
 * (the request reaches the specialist when its link is opened); a taken slot refreshes the slots
 * and says so; a failure keeps everything typed, with a retry.
 */
export function VisitRequestForm({
  actor,
  visitorZone,
  className,
  ...props
}: VisitRequestFormProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const view = useSelector(actor, selectVisitRequest);
  const { values, errors } = view;
  const bind = useTextFieldBinding<'name' | 'phone' | 'email'>(actor, values, errors);
  const titleId = useId();

  return (
    <section
      data-slot="visit-request"
      data-state={view.state}
      aria-labelledby={titleId}
      className={cn(
        'bg-surface text-surface-foreground w-full rounded-xl border p-6 shadow-md sm:p-10',
        className,
      )}
      {...props}
    >
      <header className="mb-8 flex flex-col gap-2">
        <h2 id={titleId} className="font-display text-display-sm font-semibold">
          {t('experts.request.title')}
        </h2>
        <p className="text-muted-foreground text-[0.9375rem]">{t('experts.request.subtitle')}</p>
      </header>
      {view.isSent ? (
        <div
          role="status"
          className="bg-success/8 flex flex-col items-center gap-3 rounded-lg px-6 py-8 text-center"
        >
          <MailCheckIcon className="text-success size-9" aria-hidden="true" />
          <p className="font-display text-2xl font-semibold">{message('visitRequest.sentTitle')}</p>
          <p className="text-muted-foreground max-w-md leading-relaxed break-words">
            {t('visitRequest.sentText', { ns: 'flows', email: view.email })}
          </p>
        </div>
      ) : (
        <FlowForm
          focusFirstInvalid
          className="grid gap-5 md:grid-cols-2"
          onSubmit={() => actor.send({ type: view.isFailure ? 'form.retry' : 'form.submit' })}
        >
          <VisitServices
            services={view.services}
            value={view.service}
            defaultMinutes={view.slots.duration}
            disabled={view.isSending}
            onChange={(service) => actor.send({ type: 'service.select', service })}
          />
          <SlotPicker
            className="md:col-span-2"
            view={view.slots}
            busy={view.isLoadingSlots}
            visitorZone={visitorZone}
            notice={message(view.notice)}
            error={message(errors.slot)}
            failure={
              view.slotsFailed
                ? {
                    text: message('visitRequest.slotsFailed') ?? '',
                    onRetry: () => actor.send({ type: 'slots.retry' }),
                  }
                : null
            }
            onDay={(date) => actor.send({ type: 'day.select', date })}
            onSlot={(start) => actor.send({ type: 'slot.select', start })}
            onNext={() => actor.send({ type: 'days.next' })}
            onPrevious={() => actor.send({ type: 'days.previous' })}
          />
          <TextField label={t('experts.request.name')} autoComplete="name" {...bind('name')} />
          <TextField
            label={t('experts.request.phone')}
            type="tel"
            autoComplete="tel"
            {...bind('phone')}
          />
          <TextField
            className="md:col-span-2"
            label={t('experts.request.email')}
            hint={t('experts.request.emailHint')}
            type="email"
            autoComplete="email"
            {...bind('email')}
          />
          <Field
            className="md:col-span-2"
            label={t('experts.request.comment')}
            error={message(errors.comment)}
          >
            <Textarea
              rows={3}
              value={values.comment}
              onChange={(event) =>
                actor.send({ type: 'field.change', field: 'comment', value: event.target.value })
              }
            />
          </Field>
          {view.failureKey ? (
            <Alert variant="danger" className="md:col-span-2">
              {message(view.failureKey)}
            </Alert>
          ) : null}
          {view.isFailure ? (
            <Button
              type="submit"
              size="lg"
              className="w-full md:col-span-2 md:w-auto md:justify-self-start"
            >
              <RotateCwIcon aria-hidden="true" />
              {message('visitRequest.retry')}
            </Button>
          ) : (
            <SubmitButton
              className="w-full md:col-span-2 md:w-auto md:justify-self-start md:px-14"
              loading={view.isSending}
              loadingText={message(view.buttonLabelKey) ?? undefined}
            >
              {message(view.buttonLabelKey)}
            </SubmitButton>
          )}
        </FlowForm>
      )}
    </section>
  );
}
