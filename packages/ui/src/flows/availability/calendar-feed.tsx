import { type CalendarFeedActorRef, selectCalendarFeed } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { CheckIcon, CopyIcon, RefreshCwIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { ConfirmDialogFooter } from '../../components/dialog/confirm-dialog-footer';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/dialog/dialog';
import { Field } from '../../components/field/field';
import { Input } from '../../components/input/input';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';

export interface CalendarFeedProps {
  actor: CalendarFeedActorRef;
  className?: string;
}

/**
 * The private calendar feed (issue 28): the secret address a phone's calendar subscribes to,
 * copied with a button (or selected in its field), and a new address after a question saying the
 * old one stops working. The machine's state is on the root's `data-state`.
 */
export function CalendarFeed({ actor, className }: CalendarFeedProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const view = useSelector(actor, selectCalendarFeed);
  const titleId = useId();
  const notice = view.dialogOpen ? null : message(view.messageKey);
  const copyFailed = view.messageKey === 'calendarFeed.copyFailed';
  return (
    <section
      data-slot="calendar-feed"
      data-state={view.state}
      aria-labelledby={titleId}
      className={cn(
        'bg-surface text-surface-foreground @container flex w-full flex-col gap-4 rounded-xl border p-4 shadow-sm min-[430px]:p-6 min-[1023px]:p-8',
        className,
      )}
    >
      <header className="flex flex-col gap-1.5">
        <h2 id={titleId} className="font-display text-xl font-semibold">
          {t('availability.feedTitle')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('availability.feedIntro')}</p>
      </header>
      <div className="flex flex-col gap-2 @min-[567px]:flex-row @min-[567px]:items-end">
        <Field label={t('availability.feedUrl')} className="min-w-0 flex-1">
          <Input
            readOnly
            value={view.feedUrl}
            className="font-mono text-sm"
            onFocus={(event) => event.currentTarget.select()}
          />
        </Field>
        <Button
          variant="outline"
          disabled={view.state === 'copying'}
          onClick={() => actor.send({ type: 'copy' })}
        >
          {view.isCopied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
          {view.isCopied ? t('availability.feedCopied') : t('availability.feedCopy')}
        </Button>
      </div>
      <p
        role={copyFailed ? 'alert' : 'status'}
        className={cn('min-h-5 text-sm', copyFailed ? 'text-danger' : 'text-muted-foreground')}
      >
        {notice}
      </p>
      <Dialog
        open={view.dialogOpen}
        onOpenChange={(open) => actor.send({ type: open ? 'regenerate.ask' : 'regenerate.cancel' })}
      >
        <DialogTrigger asChild>
          <Button variant="ghost" size="sm" className="self-start">
            <RefreshCwIcon aria-hidden="true" />
            {t('availability.feedRegenerate')}
          </Button>
        </DialogTrigger>
        <DialogContent hideCloseButton>
          <DialogHeader>
            <DialogTitle>{t('availability.feedRegenerateTitle')}</DialogTitle>
            <DialogDescription>{t('availability.feedRegenerateText')}</DialogDescription>
          </DialogHeader>
          {view.dialogErrorKey ? <Alert>{message(view.dialogErrorKey)}</Alert> : null}
          <ConfirmDialogFooter
            busy={view.isRegenerating}
            cancelLabel={t('availability.feedKeep')}
            loadingText={t('availability.feedRegenerating')}
            onCancel={() => actor.send({ type: 'regenerate.cancel' })}
            onConfirm={() => actor.send({ type: 'regenerate.confirm' })}
          >
            {t('availability.feedRegenerate')}
          </ConfirmDialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
