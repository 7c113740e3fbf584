import { type DateException, EXCEPTIONS_MAX } from '@academy/contract/calendar';
import type { AvailabilityEdit, AvailabilityFieldErrors } from '@academy/machines';
import { CalendarPlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { Field } from '../../components/field/field';
import { Input } from '../../components/input/input';
import { useFlowMessage } from '../use-flow-message';
import { DayRanges } from './day-ranges';
import { dateText } from './minutes-text';

export interface DateExceptionsProps {
  exceptions: readonly DateException[];
  errors: AvailabilityFieldErrors;
  language: string;
  disabled?: boolean;
  onEdit: (edit: AvailabilityEdit) => void;
}

/**
 * Days off and dates with other hours: each date replaces its weekday's hours (none: a day off).
 * A new date starts as a day off; hours can be added to it.
 */
export function DateExceptions({
  exceptions,
  errors,
  language,
  disabled,
  onEdit,
}: DateExceptionsProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const [date, setDate] = useState('');
  const add = () => {
    if (!date) return;
    onEdit({ kind: 'addException', date });
    setDate('');
  };
  return (
    <div className="flex flex-col gap-4">
      {exceptions.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('availability.noExceptions')}</p>
      ) : (
        <ul className="divide-border flex flex-col divide-y rounded-lg border">
          {exceptions.map((exception, index) => {
            const label = dateText(exception.date, language);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a date being typed changes; its place does not
                key={index}
                className="flex flex-col gap-3 p-3 @min-[767px]:flex-row @min-[767px]:items-start"
              >
                <Field
                  className="@min-[767px]:w-44 @min-[767px]:shrink-0"
                  label={t('availability.date')}
                  error={message(errors[`exceptions.${index}.date`])}
                >
                  <Input
                    type="date"
                    size="sm"
                    value={exception.date}
                    disabled={disabled}
                    onChange={(event) =>
                      onEdit({ kind: 'setExceptionDate', index, date: event.target.value })
                    }
                  />
                </Field>
                <div className="flex min-w-0 flex-1 flex-col gap-1 @min-[767px]:pt-7">
                  <DayRanges
                    dayLabel={label}
                    day={{ exception: index }}
                    ranges={exception.ranges}
                    errors={errors}
                    emptyText={t('availability.dayOff')}
                    disabled={disabled}
                    onEdit={onEdit}
                  />
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start @min-[767px]:mt-7"
                  disabled={disabled}
                  aria-label={t('availability.removeDate', { date: label })}
                  onClick={() => onEdit({ kind: 'removeException', index })}
                >
                  <Trash2Icon aria-hidden="true" />
                  <span className="@min-[767px]:sr-only">{t('availability.remove')}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {exceptions.length < EXCEPTIONS_MAX ? (
        <div className="flex flex-wrap items-end gap-2">
          <Field label={t('availability.newDate')} className="w-44">
            <Input
              type="date"
              size="sm"
              value={date}
              disabled={disabled}
              onChange={(event) => setDate(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
          </Field>
          <Button variant="outline" size="sm" disabled={disabled || !date} onClick={add}>
            <CalendarPlusIcon aria-hidden="true" />
            {t('availability.addDate')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
