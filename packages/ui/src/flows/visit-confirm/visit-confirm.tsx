import { selectVisitConfirm, type VisitConfirmActorRef } from '@academy/machines';
import { useSelector } from '@xstate/react';
import {
  CalendarCheckIcon,
  CalendarX2Icon,
  ClockIcon,
  Link2OffIcon,
  type LucideIcon,
  MailCheckIcon,
  RotateCwIcon,
} from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { VisitTime } from '../../blocks/slot-picker/visit-time';
import { Alert } from '../../components/alert/alert';
import { Button, buttonVariants } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';
import { useVisitBookingTranslation } from '../../i18n/page-texts/visit-booking';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { useFlowMessage } from '../use-flow-message';
import { VisitOutcome } from '../visit-outcome';

export interface VisitConfirmProps extends Omit<ComponentProps<'section'>, 'children'> {
  actor: VisitConfirmActorRef;
  homeHref: string;
  /** The visitor's zone; the browser's by default (a story fixes it). */
  visitorZone?: string;
  LinkComponent?: LinkComponent;
}

const ICONS: Record<string, { Icon: LucideIcon; tone: string }> = {
  confirmed: { Icon: CalendarCheckIcon, tone: 'text-success' },
  received: { Icon: MailCheckIcon, tone: 'text-success' },
  taken: { Icon: CalendarX2Icon, tone: 'text-danger' },
  invalid: { Icon: Link2OffIcon, tone: 'text-muted-foreground' },
  expired: { Icon: ClockIcon, tone: 'text-muted-foreground' },
};

/**
 * The page a visitor reaches from the confirmation link of their e-mail (issue 28), the
 * visitConfirm machine's view: confirming, then the visit confirmed (its time with the zone, and
 * where the calendar invitation is), the request received by the specialist, the time taken
 * meanwhile, the link refused or expired; a failed call with a retry.
 */
export function VisitConfirm({
  actor,
  homeHref,
  visitorZone,
  LinkComponent = PlainLink,
  className,
  ...props
}: VisitConfirmProps) {
  const { t } = useVisitBookingTranslation();
  const message = useFlowMessage();
  const view = useSelector(actor, selectVisitConfirm);
  const titleId = useId();
  const look = view.outcome ? ICONS[view.outcome] : null;

  return (
    <section
      data-slot="visit-confirm"
      data-state={view.state}
      aria-labelledby={titleId}
      aria-busy={view.isConfirming}
      className={cn(
        'bg-surface text-surface-foreground mx-auto flex w-full max-w-xl flex-col items-center gap-6 rounded-xl border p-6 text-center shadow-md sm:p-10',
        className,
      )}
      {...props}
    >
      <h1 id={titleId} className="font-display text-display-sm font-semibold">
        {t('visit-booking:confirm.title')}
      </h1>
      {view.isConfirming ? (
        <p className="text-muted-foreground flex items-center gap-3">
          <Spinner aria-hidden="true" />
          {message('visitConfirm.confirming')}
        </p>
      ) : null}
      {view.isFailure ? (
        <>
          <Alert variant="danger" className="w-full text-left">
            {message('visitConfirm.failed')}
          </Alert>
          <Button onClick={() => actor.send({ type: 'confirm.retry' })}>
            <RotateCwIcon aria-hidden="true" />
            {message('visitConfirm.retry')}
          </Button>
        </>
      ) : null}
      {view.texts && look ? (
        <VisitOutcome
          icon={look.Icon}
          tone={look.tone}
          title={message(view.texts.title)}
          text={message(view.texts.text)}
          className="w-full"
        />
      ) : null}
      {view.visit ? (
        <VisitTime visit={view.visit} visitorZone={visitorZone} className="w-full" />
      ) : null}
      {view.state === 'confirmed' ? (
        <p className="text-muted-foreground text-sm">{t('visit-booking:visit.calendarHint')}</p>
      ) : null}
      {view.outcome ? (
        <LinkComponent href={homeHref} className={buttonVariants({ variant: 'outline' })}>
          {t('visit-booking:confirm.home')}
        </LinkComponent>
      ) : null}
    </section>
  );
}
