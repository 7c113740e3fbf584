import type { Language } from '@academy/contract/languages';
import {
  type Appointment,
  type AppointmentModalActorRef,
  type AutoConfirmActorRef,
  type appointmentRequestMachine,
  appointmentStatus,
} from '@academy/machines';
import { useActorRef } from '@xstate/react';
import { CalendarPlusIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AppointmentsCalendar } from '../../blocks/appointments-calendar/appointments-calendar';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { AppointmentModalView } from './appointment-modal';
import { AutoConfirmSwitch } from './auto-confirm-switch';
import { RequestItemView } from './request-item';

/** The request item machine with the app's calls: one actor of it per item of the list. */
export type AppointmentRequestLogic = typeof appointmentRequestMachine;

export interface RequestsListViewProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The specialist's appointments as the server lists them (by date and time). */
  appointments: readonly Appointment[];
  requestLogic: AppointmentRequestLogic;
  /** The add / edit modal; the list keeps its conflict check current. */
  modal: AppointmentModalActorRef;
  /** The auto-confirmation switch; none when the profile could not be read. */
  autoConfirm?: AutoConfirmActorRef | null;
  language: Language;
  /** Today (stories and tests fix it); the browser's today otherwise. */
  today?: Date;
}

/** An item's actor lives as long as the item is the same: a reloaded change makes a new one. */
const itemKey = (a: Appointment) =>
  [
    a.id,
    appointmentStatus(a),
    a.date_of_receipt,
    a.time_of_receipt,
    a.duration,
    a.client_name,
    a.client_phone,
    a.client_comments,
  ].join('|');

function RequestItem({
  logic,
  appointment,
  language,
  onEdit,
}: {
  logic: AppointmentRequestLogic;
  appointment: Appointment;
  language: Language;
  onEdit: (appointment: Appointment) => void;
}) {
  const actor = useActorRef(logic, { input: { appointment } });
  return <RequestItemView actor={actor} language={language} onEdit={onEdit} />;
}

/**
 * The specialist's requests (spec 2.9, Requests): the auto-confirmation switch, the new requests
 * first (apart, in the accent colour), then the confirmed visits, the month calendar of visits,
 * and the cancelled ones last. "Add a visit" and each item's Edit open the appointment modal.
 */
export function RequestsListView({
  appointments,
  requestLogic,
  modal,
  autoConfirm,
  language,
  today,
  className,
  ...props
}: RequestsListViewProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const groups = useMemo(() => {
    const byStatus = { new: [], confirmed: [], cancelled: [] } as Record<
      'new' | 'confirmed' | 'cancelled',
      Appointment[]
    >;
    for (const appointment of appointments)
      byStatus[appointmentStatus(appointment)].push(appointment);
    return byStatus;
  }, [appointments]);

  // The modal's conflict check reads the list as it is now.
  useEffect(() => {
    modal.send({ type: 'appointments.update', appointments });
  }, [modal, appointments]);

  const edit = (appointment: Appointment) => modal.send({ type: 'modal.openEdit', appointment });
  const list = (items: Appointment[], empty: string | null) =>
    items.length === 0 ? (
      empty ? (
        <p className="text-muted-foreground">{empty}</p>
      ) : null
    ) : (
      <ul className="grid gap-3 md:grid-cols-2">
        {items.map((appointment) => (
          <li key={itemKey(appointment)} className="grid">
            <RequestItem
              logic={requestLogic}
              appointment={appointment}
              language={language}
              onEdit={edit}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <section
      data-slot="requests-list"
      aria-labelledby={`${id}-title`}
      className={cn('grid gap-8', className)}
      {...props}
    >
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 id={`${id}-title`} className="font-heading text-3xl md:text-4xl">
            {t('requests.title')}
          </h1>
          <p className="text-muted-foreground">{t('requests.subtitle')}</p>
        </div>
        <Button onClick={() => modal.send({ type: 'modal.openNew' })}>
          <CalendarPlusIcon aria-hidden="true" />
          {t('requests.add')}
        </Button>
      </header>

      {autoConfirm ? <AutoConfirmSwitch actor={autoConfirm} /> : null}

      <section aria-labelledby={`${id}-new`} data-slot="requests-new" className="grid gap-3">
        <h2 id={`${id}-new`} className="flex items-center gap-2 text-xl font-semibold">
          {t('requests.newRequests')}
          <span className="bg-accent text-accent-foreground rounded-full px-2 text-sm tabular-nums">
            {groups.new.length}
          </span>
        </h2>
        {list(groups.new, t('requests.newEmpty'))}
      </section>

      <section
        aria-labelledby={`${id}-confirmed`}
        data-slot="requests-confirmed"
        className="grid gap-3"
      >
        <h2 id={`${id}-confirmed`} className="text-xl font-semibold">
          {t('requests.confirmed')}
        </h2>
        {list(groups.confirmed, t('requests.confirmedEmpty'))}
      </section>

      <section aria-labelledby={`${id}-calendar`} className="grid gap-3">
        <h2 id={`${id}-calendar`} className="text-xl font-semibold">
          {t('requests.calendar.title')}
        </h2>
        <AppointmentsCalendar appointments={appointments} language={language} today={today} />
      </section>

      {groups.cancelled.length > 0 ? (
        <section
          aria-labelledby={`${id}-cancelled`}
          data-slot="requests-cancelled"
          className="grid gap-3"
        >
          <h2 id={`${id}-cancelled`} className="text-muted-foreground text-xl font-semibold">
            {t('requests.cancelled')}
          </h2>
          {list(groups.cancelled, null)}
        </section>
      ) : null}

      <AppointmentModalView actor={modal} />
    </section>
  );
}
