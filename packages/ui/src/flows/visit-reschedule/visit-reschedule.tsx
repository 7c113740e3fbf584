import { selectVisitReschedule, type VisitRescheduleActorRef } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { CalendarCheckIcon, CalendarX2Icon, Link2OffIcon, RotateCwIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { SlotPicker } from '../../blocks/slot-picker/slot-picker';
import { VisitTime } from '../../blocks/slot-picker/visit-time';
import { Alert } from '../../components/alert/alert';
import { Button, buttonVariants } from '../../components/button/button';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useVisitBookingTranslation } from '../../i18n/page-texts/visit-booking';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { useFlowMessage } from '../use-flow-message';
import { VisitOutcome } from '../visit-outcome';

export interface VisitRescheduleProps extends Omit<ComponentProps<'section'>, 'children'> {
  actor: VisitRescheduleActorRef;
  homeHref: string;
  /** The visitor's zone; the browser's by default (a story fixes it). */
  visitorZone?: string;
  LinkComponent?: LinkComponent;
}

const ENDING_ICONS = {
  moved: { Icon: CalendarCheckIcon, tone: 'text-success' },
  invalid: { Icon: Link2OffIcon, tone: 'text-muted-foreground' },
  gone: { Icon: CalendarX2Icon, tone: 'text-muted-foreground' },
} as const;

/**
 * The page a visitor reaches from the reschedule link of their mails (issue 28), the
 * visitReschedule machine's view: the visit as it is and the free slots of its length (the same
 * picker as the request's), the move, then the visit at its new time; a refused link or a visit
 * cancelled or past says so; a failed load offers to try again.
 */
export function VisitReschedule({
  actor,
  homeHref,
  visitorZone,
  LinkComponent = PlainLink,
  className,
  ...props
}: VisitRescheduleProps) {
  const { t } = useVisitBookingTranslation();
  const message = useFlowMessage();
  const view = useSelector(actor, selectVisitReschedule);
  const titleId = useId();
  const ending =
    view.state === 'moved' || view.state === 'invalid' || view.state === 'gone'
      ? ENDING_ICONS[view.state]
      : null;
  const choosing = !ending && !view.isFailure && !view.isFirstLoad;

  return (
    <section
      data-slot="visit-reschedule"
      data-state={view.state}
      aria-labelledby={titleId}
      className={cn(
        'bg-surface text-surface-foreground mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-xl border p-6 shadow-md sm:p-10',
        className,
      )}
      {...props}
    >
      <h1 id={titleId} className="font-display text-display-sm font-semibold">
        {t('visit-booking:reschedule.title')}
      </h1>
      {view.isFirstLoad ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('visit-booking:slots.loading')}</span>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : null}
      {view.isFailure ? (
        <div className="flex flex-col items-start gap-3">
          <Alert variant="danger" className="w-full">
            {message('visitReschedule.loadFailed')}
          </Alert>
          <Button onClick={() => actor.send({ type: 'options.retry' })}>
            <RotateCwIcon aria-hidden="true" />
            {message('visitReschedule.retry')}
          </Button>
        </div>
      ) : null}
      {ending && view.ending ? (
        <VisitOutcome
          icon={ending.Icon}
          tone={ending.tone}
          title={message(view.ending.title)}
          text={message(view.ending.text)}
          className="text-center"
        />
      ) : null}
      {view.visit && view.state !== 'invalid' && view.state !== 'gone' ? (
        <VisitTime
          visit={view.visit}
          visitorZone={visitorZone}
          label={view.state === 'moved' ? undefined : t('visit-booking:visit.current')}
        />
      ) : null}
      {choosing ? (
        <form
          noValidate
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'reschedule.submit' });
          }}
        >
          <p className="text-[0.9375rem]">{t('visit-booking:reschedule.choose')}</p>
          <SlotPicker
            view={view.slots}
            busy={view.isLoadingSlots}
            visitorZone={visitorZone}
            notice={message(view.notice)}
            onDay={(date) => actor.send({ type: 'day.select', date })}
            onSlot={(start) => actor.send({ type: 'slot.select', start })}
            onNext={() => actor.send({ type: 'days.next' })}
            onPrevious={() => actor.send({ type: 'days.previous' })}
          />
          <div className="flex flex-wrap gap-3">
            <Button
              type="submit"
              loading={view.isMoving}
              loadingText={message(view.buttonLabelKey) ?? undefined}
            >
              {message(view.buttonLabelKey)}
            </Button>
            <LinkComponent href={homeHref} className={buttonVariants({ variant: 'outline' })}>
              {t('visit-booking:reschedule.keep')}
            </LinkComponent>
          </div>
        </form>
      ) : null}
      {ending ? (
        <LinkComponent
          href={homeHref}
          className={cn(buttonVariants({ variant: 'outline' }), 'self-center')}
        >
          {t('visit-booking:confirm.home')}
        </LinkComponent>
      ) : null}
    </section>
  );
}
