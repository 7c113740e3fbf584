import type { Session } from '@academy/contract';
import type { Language } from '@academy/contract/languages';
import { type DeviceSessionsActorRef, selectDeviceSessions } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { MonitorIcon, SmartphoneIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Badge } from '../../components/badge/badge';
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
import { Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { formatDateTime } from '../../lib/format-date';
import { describeUserAgent } from '../../lib/user-agent';
import { useFlowMessage } from '../use-flow-message';

export interface DeviceSessionsProps extends Omit<ComponentProps<'section'>, 'children'> {
  actor: DeviceSessionsActorRef;
  language: Language;
}

/**
 * The dashboard's signed-in devices (issue 23; designed, as account pages of the big services
 * show them): each device's browser and system, when it signed in and was last active, this one
 * marked; another device can be logged out, or every other one after a question. The machine's
 * state is on the root's `data-state`.
 */
export function DeviceSessions({ actor, language, className, ...props }: DeviceSessionsProps) {
  const message = useFlowMessage();
  const view = useSelector(actor, selectDeviceSessions);
  const titleId = useId();
  // The button that was pressed is gone with its device (or with the dialog): the notice
  // takes the focus, so a keyboard user is not sent back to the top of the page.
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (view.noticeKey) notice.current?.focus();
  }, [view.noticeKey]);
  return (
    <section
      data-slot="device-sessions"
      data-state={view.state}
      aria-labelledby={titleId}
      aria-busy={view.isLoading || undefined}
      className={cn(
        'bg-surface text-surface-foreground flex w-full max-w-xl flex-col gap-4 rounded-xl border p-6 shadow-sm sm:p-8',
        className,
      )}
      {...props}
    >
      <header className="flex flex-col gap-1.5">
        <h2 id={titleId} className="font-display text-xl font-semibold">
          {message('deviceSessions.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{message('deviceSessions.intro')}</p>
      </header>

      {view.isLoading ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{message('deviceSessions.loading')}</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : view.loadErrorKey ? (
        <div className="flex flex-col items-start gap-3">
          <Alert>{message(view.loadErrorKey)}</Alert>
          <Button variant="outline" onClick={() => actor.send({ type: 'sessions.retry' })}>
            {message('deviceSessions.retry')}
          </Button>
        </div>
      ) : (
        <>
          {view.noticeKey ? (
            <Alert ref={notice} tabIndex={-1} variant="success">
              {message(view.noticeKey)}
            </Alert>
          ) : null}
          {view.errorKey ? <Alert>{message(view.errorKey)}</Alert> : null}
          <ul className="divide-border flex flex-col divide-y">
            {view.sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                language={language}
                isEnding={view.endingId === session.id}
                disabled={view.isBusy}
                onEnd={() => actor.send({ type: 'session.end', id: session.id })}
              />
            ))}
          </ul>
          {view.hasOtherSessions ? (
            <Dialog
              open={view.isDialogOpen}
              onOpenChange={(open) => actor.send({ type: open ? 'others.open' : 'others.dismiss' })}
            >
              <DialogTrigger asChild>
                <Button variant="outline" className="self-start" disabled={view.isBusy}>
                  {message('deviceSessions.endOthers')}
                </Button>
              </DialogTrigger>
              <DialogContent hideCloseButton>
                <DialogHeader>
                  <DialogTitle>{message('deviceSessions.othersTitle')}</DialogTitle>
                  <DialogDescription>{message('deviceSessions.othersText')}</DialogDescription>
                </DialogHeader>
                {view.dialogErrorKey ? <Alert>{message(view.dialogErrorKey)}</Alert> : null}
                <ConfirmDialogFooter
                  busy={view.isEndingOthers}
                  cancelLabel={message('deviceSessions.keep')}
                  loadingText={message('deviceSessions.endingOthers') ?? undefined}
                  onCancel={() => actor.send({ type: 'others.dismiss' })}
                  onConfirm={() => actor.send({ type: 'others.confirm' })}
                >
                  {message('deviceSessions.endOthers')}
                </ConfirmDialogFooter>
              </DialogContent>
            </Dialog>
          ) : (
            <p className="text-muted-foreground text-sm">
              {message('deviceSessions.onlyThisDevice')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

interface SessionRowProps {
  session: Session;
  language: Language;
  isEnding: boolean;
  disabled: boolean;
  onEnd: () => void;
}

function SessionRow({ session, language, isEnding, disabled, onEnd }: SessionRowProps) {
  const { t } = useTranslation('flows');
  const device = describeUserAgent(session.user_agent);
  const name = device.browser
    ? device.os
      ? t('deviceSessions.deviceName', { browser: device.browser, os: device.os })
      : device.browser
    : t('deviceSessions.unknownDevice');
  const Icon = device.mobile ? SmartphoneIcon : MonitorIcon;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <Icon className="text-muted-foreground size-5 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {name}
          {session.current ? (
            <Badge variant="success">{t('deviceSessions.thisDevice')}</Badge>
          ) : null}
        </p>
        <p className="text-muted-foreground text-xs">
          <time dateTime={session.last_used}>
            {t('deviceSessions.lastSeen', { date: formatDateTime(session.last_used, language) })}
          </time>
          {' · '}
          <time dateTime={session.created}>
            {t('deviceSessions.signedIn', { date: formatDateTime(session.created, language) })}
          </time>
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          // Busy, the button says what it does ("logging out…") and names no device.
          aria-label={isEnding ? undefined : t('deviceSessions.endLabel', { device: name })}
          loading={isEnding}
          loadingText={t('deviceSessions.ending')}
          disabled={disabled}
          onClick={onEnd}
        >
          {t('deviceSessions.end')}
        </Button>
      )}
    </li>
  );
}
