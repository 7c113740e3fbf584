import {
  type AvailabilityEdit,
  type AvailabilityEditorActorRef,
  selectAvailabilityEditor,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowForm, SubmitButton } from '../../components/form-fields/form-fields';
import { Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';
import { BookingRules } from './booking-rules';
import { DateExceptions } from './date-exceptions';
import { LoadFailed } from './load-failed';
import { WeeklyHours } from './weekly-hours';

export interface AvailabilityEditorProps {
  actor: AvailabilityEditorActorRef;
  language: string;
  /** The zone of the specialist's country, named as the default of the zone field. */
  countryZone?: string;
  className?: string;
}

/** A titled part of the form. */
function Part({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <header className="flex flex-col gap-1">
        <h3 id={id} className="font-display text-lg font-semibold">
          {title}
        </h3>
        <p className="text-muted-foreground text-sm">{intro}</p>
      </header>
      {children}
    </section>
  );
}

/**
 * The specialist's hours (issue 28): the week (several ranges a day), days off and dates with
 * other hours, then the zone, buffers, notice, horizon and slot step; saved at once with the bar
 * at the bottom, which says whether there are unsaved changes, a save under way, saved, or why
 * not. The machine's state is on the root's `data-state`.
 */
export function AvailabilityEditor({
  actor,
  language,
  countryZone,
  className,
}: AvailabilityEditorProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const view = useSelector(actor, selectAvailabilityEditor);
  const titleId = useId();
  const onEdit = (change: AvailabilityEdit) => actor.send({ type: 'edit', edit: change });
  const draft = view.draft;
  return (
    <section
      data-slot="availability-editor"
      data-state={view.state}
      aria-labelledby={titleId}
      aria-busy={view.isLoading || undefined}
      className={cn(
        'bg-surface text-surface-foreground @container flex w-full flex-col gap-6 rounded-xl border p-4 shadow-sm min-[430px]:p-6 min-[1023px]:p-8',
        className,
      )}
    >
      <header className="flex flex-col gap-1.5">
        <h2 id={titleId} className="font-display text-xl font-semibold">
          {t('availability.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('availability.intro')}</p>
      </header>
      {view.isLoading ? (
        <div role="status" className="flex flex-col gap-3">
          <span className="sr-only">{t('availability.loading')}</span>
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : !draft ? (
        <LoadFailed
          message={message(view.statusKey)}
          onRetry={() => actor.send({ type: 'retry' })}
        />
      ) : (
        <FlowForm
          focusFirstInvalid
          onSubmit={() => actor.send({ type: 'save' })}
          className="flex flex-col gap-8"
        >
          <Part title={t('availability.weekTitle')} intro={t('availability.weekIntro')}>
            <WeeklyHours
              weekly={draft.weekly}
              errors={view.fieldErrors}
              language={language}
              disabled={view.isSaving}
              onEdit={onEdit}
            />
          </Part>
          <Part title={t('availability.exceptionsTitle')} intro={t('availability.exceptionsIntro')}>
            <DateExceptions
              exceptions={draft.exceptions}
              errors={view.fieldErrors}
              language={language}
              disabled={view.isSaving}
              onEdit={onEdit}
            />
          </Part>
          <Part title={t('availability.rulesTitle')} intro={t('availability.rulesIntro')}>
            <BookingRules
              availability={draft}
              errors={view.fieldErrors}
              language={language}
              countryZone={countryZone}
              disabled={view.isSaving}
              onEdit={onEdit}
            />
          </Part>
          <div className="bg-surface/95 sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t px-4 py-3 backdrop-blur min-[430px]:-mx-6 min-[430px]:px-6 min-[1023px]:-mx-8 min-[1023px]:px-8">
            <p
              role={view.isAlert ? 'alert' : 'status'}
              className={cn(
                'mr-auto text-sm',
                view.isAlert ? 'text-danger' : 'text-muted-foreground',
              )}
            >
              {message(view.statusKey)}
            </p>
            <SubmitButton
              disabled={!view.canSave}
              loading={view.isSaving}
              loadingText={t('availability.saving')}
            >
              {t('availability.save')}
            </SubmitButton>
          </div>
        </FlowForm>
      )}
    </section>
  );
}
