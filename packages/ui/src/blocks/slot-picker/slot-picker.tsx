import type { SlotPickingView } from '@academy/machines';
import { ChevronLeftIcon, ChevronRightIcon, RotateCwIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Skeleton } from '../../components/skeleton/skeleton';
import { useVisitBookingTranslation } from '../../i18n/page-texts/visit-booking';
import { cn } from '../../lib/cn';
import {
  browserTimeZone,
  clockBeside,
  clockIn,
  clocksDiffer,
  dayParts,
  zoneName,
} from './slot-times';

export interface SlotPickerProps extends Omit<ComponentProps<'fieldset'>, 'children' | 'onChange'> {
  view: SlotPickingView;
  /** The slots are being asked (again); the buttons stay where they are (and the focus with them). */
  busy?: boolean;
  /** The visitor's zone; the browser's by default (a story fixes it). */
  visitorZone?: string;
  /** A translated message over the slots (the chosen one was taken meanwhile). */
  notice?: string | null;
  /** A translated error of the choice (none chosen yet). */
  error?: string | null;
  /** A translated message when the slots could not be loaded, with a retry. */
  failure?: { text: string; onRetry: () => void } | null;
  onDay: (date: string) => void;
  onSlot: (start: string) => void;
  onNext: () => void;
  onPrevious: () => void;
}

/** `relative`: a button's screen-reader name (absolute) stays inside the scrolled days' row. */
const chip =
  'relative rounded-lg border bg-surface transition-colors hover:border-primary focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground disabled:opacity-55';

/**
 * The free slots the server computed for a visit (issue 28): a week of days with free times (the
 * pages before and after), the times of the chosen day as buttons, all on the specialist's clock
 * with the zone named, and the visitor's own time beside each when their zone shows another.
 * Each button's accessible name says the date, the time and the zone.
 */
export function SlotPicker({
  view,
  busy = false,
  visitorZone,
  notice,
  error,
  failure,
  onDay,
  onSlot,
  onNext,
  onPrevious,
  className,
  ...props
}: SlotPickerProps) {
  const { t, i18n } = useVisitBookingTranslation();
  const language = i18n.language;
  const legendId = useId();
  const errorId = useId();
  const zone = view.timeZone;
  const mine = visitorZone ?? (zone ? browserTimeZone() : null);
  const firstSlot = view.slots[0]?.start;
  const showsMine = Boolean(
    zone && mine && firstSlot && view.slots.some((slot) => clocksDiffer(slot.start, zone, mine)),
  );
  const day = view.day ? dayParts(view.day, language) : null;

  return (
    <fieldset
      data-slot="slot-picker"
      aria-busy={busy}
      aria-describedby={error ? errorId : undefined}
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <legend id={legendId} className="mb-1 text-[0.9375rem] font-medium">
        {t('visit-booking:slots.title')}
      </legend>
      {zone ? (
        <p className="text-muted-foreground text-sm">
          {t('visit-booking:slots.zone', { zone: zoneName(zone, language, firstSlot) })}
          {showsMine && mine ? (
            <>
              <br />
              {t('visit-booking:slots.yourZone', { zone: zoneName(mine, language, firstSlot) })}
            </>
          ) : null}
        </p>
      ) : null}
      {notice ? <Alert variant="info">{notice}</Alert> : null}
      {failure ? (
        <div className="flex flex-col items-start gap-3">
          <Alert variant="danger" className="w-full">
            {failure.text}
          </Alert>
          <Button type="button" variant="outline" onClick={failure.onRetry}>
            <RotateCwIcon aria-hidden="true" />
            {t('visit-booking:slots.retry')}
          </Button>
        </div>
      ) : view.timeZone === null ? (
        <div className="flex flex-col gap-3" role="status">
          <span className="sr-only">{t('visit-booking:slots.loading')}</span>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : (
        <>
          <div className="flex items-center gap-2">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={!view.canGoBack}
              aria-label={t('visit-booking:slots.previous')}
              onClick={onPrevious}
            >
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <ul
              aria-label={t('visit-booking:slots.days')}
              className="flex min-w-0 flex-1 gap-2 overflow-x-auto py-1"
            >
              {view.days.map((d) => {
                const parts = dayParts(d.date, language);
                return (
                  <li key={d.date} className="shrink-0">
                    <button
                      type="button"
                      aria-pressed={d.date === view.day}
                      onClick={() => onDay(d.date)}
                      className={cn(chip, 'flex min-w-16 flex-col items-center px-3 py-2 text-sm')}
                    >
                      {/* Named in full for a screen reader; the short form is what is seen. */}
                      <span className="sr-only">{parts.long}</span>
                      <span aria-hidden="true" className="capitalize">
                        {parts.weekday}
                      </span>
                      <span aria-hidden="true" className="font-semibold">
                        {parts.day}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              disabled={!view.canGoOn}
              aria-label={t('visit-booking:slots.next')}
              onClick={onNext}
            >
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
          {view.days.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('visit-booking:slots.none')}</p>
          ) : (
            <ul
              aria-label={day?.long}
              className="grid grid-cols-3 gap-2 min-[430px]:grid-cols-4 min-[567px]:grid-cols-5 md:grid-cols-6"
            >
              {view.slots.map((slot) => {
                const time = zone ? clockIn(slot.start, zone, language) : slot.time;
                const local =
                  showsMine && mine && zone && clocksDiffer(slot.start, zone, mine)
                    ? clockBeside(slot.start, zone, mine, language)
                    : null;
                const name = [
                  t('visit-booking:slots.slotName', { date: day?.long, time, zone }),
                  local ? t('visit-booking:slots.localTime', { time: local }) : null,
                ]
                  .filter(Boolean)
                  .join('; ');
                return (
                  <li key={slot.start}>
                    <button
                      type="button"
                      aria-pressed={slot.start === view.slot?.start}
                      onClick={() => onSlot(slot.start)}
                      className={cn(chip, 'flex w-full flex-col items-center px-2 py-2')}
                    >
                      <span className="sr-only">{name}</span>
                      <span aria-hidden="true" className="font-semibold tabular-nums">
                        {time}
                      </span>
                      {local ? (
                        <span aria-hidden="true" className="text-xs tabular-nums opacity-80">
                          {local}
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
      {error ? (
        <p id={errorId} className="text-danger text-sm font-medium">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
