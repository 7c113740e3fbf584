import { textIn } from '@academy/contract/back-office/authoring';
import type { Language } from '@academy/contract/languages';
import { formatMoney } from '@academy/contract/rules';
import { type ServicesEditorActorRef, selectServicesEditor } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../../back-office/sortable-list';
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
} from '../../components/dialog/dialog';
import { Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';
import { LoadFailed } from './load-failed';
import { minutesText } from './minutes-text';
import { ServiceDialog } from './service-dialog';

export interface ServicesEditorProps {
  actor: ServicesEditorActorRef;
  language: Language;
  className?: string;
}

/** A service's name in the page's language, the Romanian one when that is empty. */

/**
 * What the specialist offers (issue 28): the services in the order clients see them (drag, or
 * the move buttons and the keyboard), each with its length and price, added or edited in a dialog
 * and deleted after a question. The machine's state is on the root's `data-state`.
 */
export function ServicesEditor({ actor, language, className }: ServicesEditorProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const view = useSelector(actor, selectServicesEditor);
  const titleId = useId();
  const items = view.services.map((service) => ({
    ...service,
    label: textIn(service.name, language),
  }));
  return (
    <section
      data-slot="services-editor"
      data-state={view.state}
      aria-labelledby={titleId}
      aria-busy={view.isLoading || undefined}
      className={cn(
        'bg-surface text-surface-foreground flex w-full flex-col gap-4 rounded-xl border p-4 shadow-sm min-[430px]:p-6 min-[1023px]:p-8',
        className,
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1.5">
          <h2 id={titleId} className="font-display text-xl font-semibold">
            {t('availability.servicesTitle')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('availability.servicesIntro')}</p>
        </div>
        {view.state === 'loading' || view.state === 'loadFailed' ? null : (
          <Button disabled={view.isBusy} onClick={() => actor.send({ type: 'add' })}>
            <PlusIcon aria-hidden="true" />
            {t('availability.addService')}
          </Button>
        )}
      </header>
      {view.isLoading ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t('availability.servicesLoading')}</span>
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : view.state === 'loadFailed' ? (
        <LoadFailed
          message={message(view.listMessageKey)}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      ) : (
        <>
          {items.length === 0 ? (
            <p className="text-muted-foreground rounded-lg border border-dashed p-6 text-center text-sm">
              {t('availability.noServices')}
            </p>
          ) : (
            <SortableList
              items={items}
              label={t('availability.servicesTitle')}
              disabled={view.isBusy}
              onReorder={(ids) => actor.send({ type: 'reorder', ids })}
              renderItem={(service, handle) => (
                // The list draws the row's card and its move buttons around this.
                <>
                  {handle}
                  {/* On a narrow row the edit and delete buttons go under the name. */}
                  <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2">
                    <div className="flex min-w-[9rem] flex-1 flex-col gap-0.5 py-1">
                      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium break-words">
                        {service.label}
                        {service.active ? null : (
                          <Badge variant="neutral">{t('availability.inactive')}</Badge>
                        )}
                      </p>
                      <p className="text-muted-foreground text-sm">
                        {minutesText(service.duration, language)}
                        {' · '}
                        {service.price === null
                          ? t('availability.priceAgreed')
                          : formatMoney(service.price, service.currency, language)}
                      </p>
                    </div>
                    <div className="flex">
                      <Button
                        variant="ghost"
                        size="icon"
                        disabled={view.isBusy}
                        aria-label={t('availability.editService', { name: service.label })}
                        onClick={() => actor.send({ type: 'edit', id: service.id })}
                      >
                        <PencilIcon aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        disabled={view.isBusy}
                        aria-label={t('availability.deleteService', { name: service.label })}
                        onClick={() => actor.send({ type: 'delete.ask', id: service.id })}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                </>
              )}
            />
          )}
          <p
            role={view.isAlert ? 'alert' : 'status'}
            className={cn(
              'min-h-5 text-sm',
              view.isAlert ? 'text-danger' : 'text-muted-foreground',
            )}
          >
            {message(view.listMessageKey)}
          </p>
        </>
      )}
      <ServiceDialog actor={actor} />
      <Dialog
        open={view.deleteOpen}
        onOpenChange={(open) => (open ? undefined : actor.send({ type: 'delete.cancel' }))}
      >
        <DialogContent hideCloseButton>
          <DialogHeader>
            <DialogTitle>
              {t('availability.deleteTitle', {
                name: view.deleting ? textIn(view.deleting.name, language) : '',
              })}
            </DialogTitle>
            <DialogDescription>{t('availability.deleteText')}</DialogDescription>
          </DialogHeader>
          {view.dialogMessageKey ? <Alert>{message(view.dialogMessageKey)}</Alert> : null}
          <ConfirmDialogFooter
            busy={view.isDeleting}
            cancelLabel={t('availability.keep')}
            loadingText={t('availability.deleting')}
            onCancel={() => actor.send({ type: 'delete.cancel' })}
            onConfirm={() => actor.send({ type: 'delete.confirm' })}
          >
            {t('availability.delete')}
          </ConfirmDialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
