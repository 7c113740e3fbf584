import { textIn } from '@academy/contract/back-office/authoring';
import type { Language } from '@academy/contract/languages';
import {
  type Appointment,
  type AppointmentRequestActorRef,
  selectAppointmentRequest,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { CheckIcon, PencilIcon, XIcon } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dayFromKey } from '../../blocks/appointments-calendar/appointments-calendar';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';

export interface RequestItemViewProps {
  actor: AppointmentRequestActorRef;
  language: Language;
  /** Opens the appointment modal filled with this visit. */
  onEdit?: (appointment: Appointment) => void;
}

const STATUS_BADGE = { new: 'accent', confirmed: 'success', cancelled: 'outline' } as const;

/**
 * One request of the list (spec 2.9): who, when, the comment, its status (new, confirmed,
 * cancelled), Confirm (new only) and Cancel, Edit; the busy button while its call runs; a hour
 * already held by a confirmed visit shows 'The selected date and time are already occupied'.
 */
export function RequestItemView({ actor, language, onEdit }: RequestItemViewProps) {
  const { t } = useTranslation('ui');
  const flowMessage = useFlowMessage();
  const item = useSelector(actor, selectAppointmentRequest);
  const { appointment, status } = item;
  // Unique per item, also where several lists show one visit (a docs page's stories).
  const titleId = useId();
  const date = useMemo(
    () =>
      new Intl.DateTimeFormat(language, {
        weekday: 'short',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(dayFromKey(appointment.date_of_receipt)),
    [language, appointment.date_of_receipt],
  );
  const message = flowMessage(item.errorKey);
  const comment = appointment.client_comments === '-' ? '' : appointment.client_comments;

  return (
    <article
      data-slot="request-item"
      data-state={item.state}
      data-status={status}
      aria-labelledby={titleId}
      className={cn(
        'bg-surface flex flex-col gap-3 rounded-xl border p-4 shadow-sm',
        status === 'new' && 'border-l-accent border-l-4',
        status === 'cancelled' && 'border-dashed shadow-none',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h3 id={titleId} className="truncate font-semibold">
            {appointment.client_name}
          </h3>
          <p className="text-sm">
            {t('requests.when', { date, time: appointment.time_of_receipt.slice(0, 5) })}
          </p>
        </div>
        <Badge variant={STATUS_BADGE[status]}>{t(`requests.status.${status}`)}</Badge>
      </div>
      <dl className="text-muted-foreground grid gap-0.5 text-sm">
        <div className="flex gap-1">
          <dt className="sr-only">{t('requests.modal.phone')}</dt>
          <dd>
            <a href={`tel:${appointment.client_phone}`} className="text-foreground hover:underline">
              {appointment.client_phone}
            </a>
          </dd>
        </div>
        {appointment.service_name ? (
          <div>
            <dt className="sr-only">{t('requests.service')}</dt>
            <dd className="text-foreground">{textIn(appointment.service_name, language)}</dd>
          </div>
        ) : null}
        {appointment.duration ? (
          <div>
            <dt className="sr-only">{t('requests.modal.duration')}</dt>
            <dd>{t('requests.duration', { duration: appointment.duration.slice(0, 5) })}</dd>
          </div>
        ) : null}
        {comment ? (
          <div>
            <dt className="sr-only">{t('requests.modal.comment')}</dt>
            <dd className="text-foreground/85 break-words">{comment}</dd>
          </div>
        ) : null}
      </dl>
      {message ? (
        <p role="alert" className="text-danger text-sm font-medium">
          {message}
        </p>
      ) : null}
      {status === 'cancelled' ? null : (
        <div className="mt-auto flex flex-wrap gap-2">
          {item.canConfirm || item.isConfirming ? (
            <Button
              size="sm"
              loading={item.isConfirming}
              disabled={item.isBusy}
              onClick={() => actor.send({ type: 'request.confirm' })}
            >
              <CheckIcon aria-hidden="true" />
              {flowMessage('appointment.confirm')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            loading={item.isCancelling}
            disabled={item.isBusy}
            onClick={() => actor.send({ type: 'request.cancel' })}
          >
            <XIcon aria-hidden="true" />
            {flowMessage('appointment.cancel')}
          </Button>
          {onEdit ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={item.isBusy}
              aria-label={t('requests.editLabel', { name: appointment.client_name })}
              onClick={() => onEdit(appointment)}
            >
              <PencilIcon aria-hidden="true" />
              {t('requests.edit')}
            </Button>
          ) : null}
        </div>
      )}
    </article>
  );
}
