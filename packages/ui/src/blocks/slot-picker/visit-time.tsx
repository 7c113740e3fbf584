import { CalendarIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useVisitBookingTranslation } from '../../i18n/page-texts/visit-booking';
import { cn } from '../../lib/cn';
import { browserTimeZone, clockIn, clocksDiffer, dateIn, dayParts, zoneName } from './slot-times';

/** A visit's time as the server answers it (the contract's appointment fields). */
export interface VisitTimeData {
  date_of_receipt: string;
  time_of_receipt: string;
  starts_at?: string;
  time_zone?: string;
}

export interface VisitTimeProps extends Omit<ComponentProps<'div'>, 'children'> {
  visit: VisitTimeData;
  /** A heading over the time ("your visit now"). */
  label?: string;
  /** The visitor's zone; the browser's by default (a story fixes it). */
  visitorZone?: string;
}

/**
 * When a visit is (issue 28): its day and time on the specialist's clock with the zone named, and
 * the visitor's own day and time when their zone shows another.
 */
export function VisitTime({ visit, label, visitorZone, className, ...props }: VisitTimeProps) {
  const { t, i18n } = useVisitBookingTranslation();
  const language = i18n.language;
  const { starts_at: start, time_zone: zone } = visit;
  const date =
    start && zone ? dateIn(start, zone, language) : dayParts(visit.date_of_receipt, language).long;
  const time = start && zone ? clockIn(start, zone, language) : visit.time_of_receipt;
  const mine = visitorZone ?? browserTimeZone();
  const local = start && zone && clocksDiffer(start, zone, mine) ? start : null;
  return (
    <div
      data-slot="visit-time"
      className={cn('bg-muted/60 flex items-start gap-3 rounded-lg p-4 text-left', className)}
      {...props}
    >
      <CalendarIcon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="flex min-w-0 flex-col gap-1">
        {label ? <p className="text-muted-foreground text-sm">{label}</p> : null}
        <p className="font-semibold first-letter:uppercase">
          {t('visit-booking:visit.when', { date, time })}
        </p>
        {zone ? (
          <p className="text-muted-foreground text-sm">
            {t('visit-booking:visit.zone', { zone: zoneName(zone, language, start) })}
          </p>
        ) : null}
        {local ? (
          <p className="text-sm">
            {t('visit-booking:visit.local', {
              date: dateIn(local, mine, language),
              time: clockIn(local, mine, language),
            })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
