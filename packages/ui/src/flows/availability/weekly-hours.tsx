import { WEEKDAYS, type WeeklyHours as Weekly } from '@academy/contract/calendar';
import type { AvailabilityEdit, AvailabilityFieldErrors } from '@academy/machines';
import { CopyIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { DayRanges } from './day-ranges';
import { weekdayName } from './minutes-text';

export interface WeeklyHoursProps {
  weekly: Weekly;
  errors: AvailabilityFieldErrors;
  language: string;
  disabled?: boolean;
  onEdit: (edit: AvailabilityEdit) => void;
}

/** The week, Monday first: each day's ranges, or "Closed"; Monday's hours copy to the workdays. */
export function WeeklyHours({ weekly, errors, language, disabled, onEdit }: WeeklyHoursProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-border flex flex-col divide-y">
        {WEEKDAYS.map((weekday, index) => {
          const name = weekdayName(index, language);
          return (
            <li
              key={weekday}
              data-weekday={weekday}
              className="flex flex-col gap-2 py-3 @min-[567px]:flex-row @min-[567px]:items-start"
            >
              <p className="font-medium capitalize @min-[567px]:w-36 @min-[567px]:shrink-0 @min-[567px]:pt-2.5">
                {name}
              </p>
              <DayRanges
                dayLabel={name}
                day={{ weekday }}
                ranges={weekly[weekday]}
                errors={errors}
                emptyText={t('availability.closed')}
                disabled={disabled}
                onEdit={onEdit}
              />
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={disabled}
        onClick={() => onEdit({ kind: 'copyMondayToWeekdays' })}
      >
        <CopyIcon aria-hidden="true" />
        {t('availability.copyMonday')}
      </Button>
    </div>
  );
}
