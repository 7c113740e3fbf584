import { RANGES_PER_DAY_MAX, type WorkRange } from '@academy/contract/calendar';
import {
  type AvailabilityEdit,
  type AvailabilityFieldErrors,
  type DayRef,
  dayPath,
  shownClock,
} from '@academy/machines';
import { PlusIcon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { Input } from '../../components/input/input';
import { useFlowMessage } from '../use-flow-message';

export interface DayRangesProps {
  /** The day as said to a screen reader ("Monday", "Thursday, 24 December 2026"). */
  dayLabel: string;
  /** The weekday or the date whose ranges these are: the edits name it. */
  day: DayRef;
  ranges: readonly WorkRange[];
  errors: AvailabilityFieldErrors;
  /** What an empty day says ("Closed", "Day off"). */
  emptyText: string;
  disabled?: boolean;
  onEdit: (edit: AvailabilityEdit) => void;
}

/**
 * A day's working ranges: a start and an end time each (5-minute steps), removable, and a button
 * that adds one after the last; every error is said under its range and read with its field.
 */
export function DayRanges({
  dayLabel,
  day,
  ranges,
  errors,
  emptyText,
  disabled,
  onEdit,
}: DayRangesProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const id = useId();
  // Errors are keyed by the wire path of the day's ranges (`weekly.mon`).
  const path = dayPath(day);
  const dayError = message(errors[path]);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      {ranges.length === 0 ? (
        <p className="text-muted-foreground flex h-11 items-center text-sm">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {ranges.map((range, index) => {
            const errorOf = (part: 'start' | 'end') => message(errors[`${path}.${index}.${part}`]);
            const error = errorOf('start') ?? errorOf('end');
            const errorId = `${id}-${index}-error`;
            const field = (part: 'start' | 'end') => ({
              type: 'time',
              step: 300,
              size: 'sm' as const,
              className: 'max-w-[9rem] min-w-[5.5rem] flex-1',
              disabled,
              value: part === 'end' ? shownClock(range.end) : range.start,
              'aria-label': t(`availability.${part}`, { day: dayLabel, number: index + 1 }),
              'aria-invalid': errorOf(part) ? true : undefined,
              'aria-describedby': errorOf(part) ? errorId : undefined,
              onChange: (event: { target: { value: string } }) =>
                onEdit({ kind: 'setRange', day, index, part, value: event.target.value }),
            });
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a range is its place in the day
              <li key={index} className="flex flex-col gap-1">
                <div className="flex items-center gap-2">
                  <Input {...field('start')} />
                  <span aria-hidden="true" className="text-muted-foreground">
                    –
                  </span>
                  <Input {...field('end')} />
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    disabled={disabled}
                    aria-label={t('availability.removeRange', { day: dayLabel, number: index + 1 })}
                    onClick={() => onEdit({ kind: 'removeRange', day, index })}
                  >
                    <XIcon aria-hidden="true" />
                  </Button>
                </div>
                {error ? (
                  <p id={errorId} className="text-danger text-sm">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {dayError ? <p className="text-danger text-sm">{dayError}</p> : null}
      {ranges.length < RANGES_PER_DAY_MAX ? (
        <Button
          variant="link"
          size="sm"
          className="self-start"
          disabled={disabled}
          aria-label={t('availability.addRangeTo', { day: dayLabel })}
          onClick={() => onEdit({ kind: 'addRange', day })}
        >
          <PlusIcon aria-hidden="true" />
          {t('availability.addRange')}
        </Button>
      ) : null}
    </div>
  );
}
