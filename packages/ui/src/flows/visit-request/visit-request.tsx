import { selectVisitRequest, type VisitRequestActorRef } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { CircleCheckIcon, RotateCwIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Field } from '../../components/field/field';
import { FlowForm, SubmitButton, TextField } from '../../components/form-fields/form-fields';
import { Input } from '../../components/input/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/select/select';
import { Textarea } from '../../components/textarea/textarea';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';
import { useTextFieldBinding } from '../use-text-field-binding';

export interface VisitRequestFormProps extends Omit<ComponentProps<'section'>, 'children'> {
  actor: VisitRequestActorRef;
}

/**
 * A visitor asks a specialist for a visit (issue 13), the visitRequest machine's view: name,
 * phone, an optional e-mail, date, hour (the hours already taken shown and refused), comment.
 * Invalid fields are marked and the first one focused; once sent, "request sent" or, when the
 * specialist confirms on arrival, "confirmed"; a failure keeps everything typed, with a retry.
 */
export function VisitRequestForm({ actor, className, ...props }: VisitRequestFormProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const view = useSelector(actor, selectVisitRequest);
  const { values, errors } = view;
  const bind = useTextFieldBinding<'name' | 'phone' | 'date'>(actor, values, errors);
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
          <CircleCheckIcon className="text-success size-9" aria-hidden="true" />
          <p className="font-display text-2xl font-semibold">{message(view.sentTitleKey)}</p>
          <p className="text-muted-foreground max-w-md leading-relaxed">
            {message(view.sentTextKey)}
          </p>
          {view.email ? (
            <p className="text-muted-foreground max-w-md text-sm">
              {t('visitRequest.emailNote', { ns: 'flows', email: view.email })}
            </p>
          ) : null}
        </div>
      ) : (
        <FlowForm
          focusFirstInvalid
          className="grid gap-5 md:grid-cols-2"
          onSubmit={() => actor.send({ type: view.isFailure ? 'form.retry' : 'form.submit' })}
        >
          <TextField label={t('experts.request.name')} autoComplete="name" {...bind('name')} />
          <TextField
            label={t('experts.request.phone')}
            type="tel"
            autoComplete="tel"
            {...bind('phone')}
          />
          <Field
            className="md:col-span-2"
            label={t('experts.request.email')}
            hint={t('experts.request.emailHint')}
            error={message(errors.email)}
          >
            <Input
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) =>
                actor.send({ type: 'field.change', field: 'email', value: event.target.value })
              }
            />
          </Field>
          <TextField
            label={t('experts.request.date')}
            type="date"
            min={view.today}
            {...bind('date')}
          />
          <Field
            label={t('experts.request.hour')}
            hint={
              values.date ? t('experts.request.hourHint') : t('experts.request.chooseDateFirst')
            }
            error={message(errors.hour)}
          >
            {(control) => (
              <Select
                value={values.hour === null ? '' : String(values.hour)}
                onValueChange={(hour) => actor.send({ type: 'hour.select', hour: Number(hour) })}
              >
                <SelectTrigger {...control}>
                  <SelectValue placeholder={t('experts.request.hourPlaceholder')} />
                </SelectTrigger>
                <SelectContent>
                  {view.hours.map((option) => (
                    <SelectItem
                      key={option.hour}
                      value={String(option.hour)}
                      disabled={option.taken}
                      data-taken={option.taken || undefined}
                      className="data-[taken]:line-through"
                    >
                      {option.taken
                        ? t('experts.request.hourTaken', { hour: option.label })
                        : option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </Field>
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
          {view.isFailure ? (
            <Alert variant="danger" className="md:col-span-2">
              {message('visitRequest.failed')}
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
