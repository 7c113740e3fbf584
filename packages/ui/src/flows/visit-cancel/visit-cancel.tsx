import { selectVisitCancel, type VisitCancelActorRef } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { CalendarX2Icon, CircleCheckIcon, LinkIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button, buttonVariants } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { useFlowMessage } from '../use-flow-message';
import { VisitOutcome } from '../visit-outcome';

export interface VisitCancelProps extends Omit<ComponentProps<'section'>, 'children'> {
  actor: VisitCancelActorRef;
  /** Where "keep the visit" and the outcomes lead: the home page. */
  homeHref: string;
  LinkComponent?: LinkComponent;
}

const OUTCOMES = {
  cancelled: {
    Icon: CircleCheckIcon,
    tone: 'text-success',
    title: 'visitCancel.cancelledTitle',
    text: 'visitCancel.cancelledText',
  },
  invalidLink: {
    Icon: LinkIcon,
    tone: 'text-muted-foreground',
    title: 'visitCancel.invalidTitle',
    text: 'visitCancel.invalidText',
  },
} as const;

/**
 * The page a visitor reaches from the cancel link of their e-mail (issue 13), the visitCancel
 * machine's view: it asks first (a link opened by a mail scanner cancels nothing), then shows
 * the visit cancelled, or the link invalid; a failed call keeps the question with a retry.
 */
export function VisitCancel({
  actor,
  homeHref,
  LinkComponent = PlainLink,
  className,
  ...props
}: VisitCancelProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const view = useSelector(actor, selectVisitCancel);
  const titleId = useId();
  const outcome =
    view.state === 'cancelled' || view.state === 'invalidLink' ? OUTCOMES[view.state] : null;
  const home = (
    <LinkComponent href={homeHref} className={buttonVariants({ variant: 'outline' })}>
      {outcome ? t('experts.cancel.home') : t('experts.cancel.keep')}
    </LinkComponent>
  );

  return (
    <section
      data-slot="visit-cancel"
      data-state={view.state}
      aria-labelledby={titleId}
      className={cn(
        'bg-surface text-surface-foreground mx-auto flex w-full max-w-xl flex-col items-center gap-6 rounded-xl border p-6 text-center shadow-md sm:p-10',
        className,
      )}
      {...props}
    >
      <h1 id={titleId} className="font-display text-display-sm font-semibold">
        {t('experts.cancel.title')}
      </h1>
      {outcome ? (
        <VisitOutcome
          icon={outcome.Icon}
          tone={outcome.tone}
          title={message(outcome.title)}
          text={message(outcome.text)}
        />
      ) : (
        <>
          <CalendarX2Icon className="text-primary size-10" aria-hidden="true" />
          <p className="text-muted-foreground max-w-md leading-relaxed">
            {t('experts.cancel.ask')}
          </p>
          {view.state === 'failure' ? (
            <Alert variant="danger" className="w-full text-left">
              {message('visitCancel.failed')}
            </Alert>
          ) : null}
        </>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {view.isAsking ? (
          <Button
            loading={view.isCancelling}
            loadingText={message(view.buttonLabelKey) ?? undefined}
            onClick={() =>
              actor.send({ type: view.state === 'failure' ? 'cancel.retry' : 'cancel.confirm' })
            }
          >
            {view.state === 'failure' ? message('visitCancel.retry') : message(view.buttonLabelKey)}
          </Button>
        ) : null}
        {home}
      </div>
    </section>
  );
}
