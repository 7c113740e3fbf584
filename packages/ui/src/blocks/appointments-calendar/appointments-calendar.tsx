import type { Language } from '@academy/contract/languages';
import { type Appointment, appointmentStatus } from '@academy/machines';
import { cva } from 'class-variance-authority';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type DayButtonProps, DayPicker, type DayProps } from 'react-day-picker';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge/badge';
import { cn } from '../../lib/cn';

/** A day as the appointments write it: YYYY-MM-DD in local time. */
export function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local date of a YYYY-MM-DD day (no time-zone shift). */
export function dayFromKey(key: string): Date {
  const [year = 1970, month = 1, day = 1] = key.split('-').map(Number);
  return new Date(year, month - 1, day);
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Month and weekday names in the interface language, by the browser's Intl. */
function intlNames(language: Language) {
  const caption = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' });
  const weekdayShort = new Intl.DateTimeFormat(language, { weekday: 'short' });
  const weekdayLong = new Intl.DateTimeFormat(language, { weekday: 'long' });
  const fullDate = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const longDate = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long' });
  return {
    caption: (date: Date) => capitalize(caption.format(date)),
    weekdayShort: (date: Date) => capitalize(weekdayShort.format(date)),
    weekdayLong: (date: Date) => weekdayLong.format(date),
    fullDate: (date: Date) => fullDate.format(date),
    longDate: (date: Date) => longDate.format(date),
  };
}

/** The appointments of each day, cancelled ones left out, by time. */
function byDay(appointments: readonly Appointment[]) {
  const days = new Map<string, Appointment[]>();
  for (const appointment of appointments) {
    if (appointmentStatus(appointment) === 'cancelled') continue;
    const list = days.get(appointment.date_of_receipt) ?? [];
    list.push(appointment);
    days.set(appointment.date_of_receipt, list);
  }
  for (const list of days.values()) {
    list.sort((a, b) => a.time_of_receipt.localeCompare(b.time_of_receipt));
  }
  return days;
}

const DaysContext = createContext<Map<string, Appointment[]>>(new Map());

export const calendarDayVariants = cva(
  [
    'flex h-full min-h-11 w-full cursor-pointer flex-col items-stretch gap-0.5 rounded-md border border-transparent p-1 text-left text-sm transition-colors sm:min-h-24',
    'hover:bg-muted focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-1',
  ],
  {
    variants: {
      outside: { true: 'text-muted-foreground bg-muted/40', false: 'text-foreground bg-surface' },
      selected: {
        true: 'border-primary bg-primary/10 dark:bg-primary/20',
        false: 'sm:border-border',
      },
    },
    defaultVariants: { outside: false, selected: false },
  },
);

/**
 * A day of the grid (its cell): the day's button (its number, today ringed), and over it, shown
 * but not clickable, its visits' times and names; the button's label says how many there are.
 */
function CalendarCell({ day, modifiers, className, children, ...cell }: DayProps) {
  const { t } = useTranslation('ui');
  const visits = useContext(DaysContext).get(dayKey(day.date)) ?? [];
  const shown = visits.slice(0, 2);
  return (
    <td {...cell} className={cn(className, 'relative')}>
      {children}
      {visits.length > 0 ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-1.5 top-9 flex min-w-0 flex-col gap-0.5"
        >
          <span className="flex gap-0.5 sm:hidden">
            {visits.slice(0, 3).map((visit) => (
              <span
                key={visit.id}
                className={cn(
                  'size-1.5 rounded-full',
                  appointmentStatus(visit) === 'new' ? 'bg-accent' : 'bg-success',
                )}
              />
            ))}
          </span>
          {shown.map((visit) => (
            <span
              key={visit.id}
              className={cn(
                'text-foreground hidden truncate rounded border-l-2 px-1 text-xs leading-5 sm:block',
                appointmentStatus(visit) === 'new'
                  ? 'bg-accent/15 border-accent'
                  : 'bg-success/15 border-success',
              )}
            >
              {visit.time_of_receipt.slice(0, 5)} {visit.client_name}
            </span>
          ))}
          {visits.length > shown.length ? (
            <span className="text-muted-foreground hidden px-1 text-xs sm:block">
              {t('requests.calendar.more', { count: visits.length - shown.length })}
            </span>
          ) : null}
        </span>
      ) : null}
    </td>
  );
}

/** A day's button: the number (today ringed); the focus follows the grid's arrow keys. */
function CalendarDay({ day, modifiers, className, children, ...button }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const visits = useContext(DaysContext).get(dayKey(day.date))?.length ?? 0;
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      ref={ref}
      {...button}
      data-slot="calendar-day"
      data-today={modifiers.today || undefined}
      data-visits={visits || undefined}
      className={cn(
        calendarDayVariants({
          outside: Boolean(modifiers.outside),
          selected: Boolean(modifiers.selected),
        }),
      )}
    >
      <span
        className={cn(
          'inline-flex size-7 items-center justify-center self-start rounded-full text-sm tabular-nums',
          modifiers.today && 'bg-primary text-primary-foreground font-semibold',
        )}
      >
        {children}
      </span>
    </button>
  );
}

/** The month buttons' arrows. */
function MonthChevron({ orientation }: { orientation?: 'left' | 'right' | 'up' | 'down' }) {
  return orientation === 'left' ? (
    <ChevronLeftIcon className="size-5" aria-hidden="true" />
  ) : (
    <ChevronRightIcon className="size-5" aria-hidden="true" />
  );
}

export interface AppointmentsCalendarProps {
  appointments: readonly Appointment[];
  language: Language;
  /** The chosen day (YYYY-MM-DD); controlled or not. */
  selected?: string;
  defaultSelected?: string;
  onSelectedChange?: (day: string) => void;
  /** Today (stories and tests fix it); the browser's today otherwise. */
  today?: Date;
  className?: string;
}

/**
 * The specialist's month of visits (spec 2.9, Requests): react-day-picker's date grid (WAI-ARIA:
 * arrow keys move the day, Home and End to the week's ends, PageUp and PageDown the month, Shift
 * with them the year), weeks from Monday, month and weekday names by Intl in the interface
 * language. Each day shows its visits (new ones in the accent colour, confirmed in green), today
 * is ringed, and the chosen day's visits are listed below the grid.
 */
export function AppointmentsCalendar({
  appointments,
  language,
  selected,
  defaultSelected,
  onSelectedChange,
  today,
  className,
}: AppointmentsCalendarProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const names = useMemo(() => intlNames(language), [language]);
  const days = useMemo(() => byDay(appointments), [appointments]);
  const [ownSelected, setOwnSelected] = useState(defaultSelected ?? dayKey(today ?? new Date()));
  const chosen = selected ?? ownSelected;
  const choose = (day: string) => {
    if (selected === undefined) setOwnSelected(day);
    onSelectedChange?.(day);
  };
  const chosenVisits = days.get(chosen) ?? [];
  const visitsLabel = (date: Date) => {
    const count = days.get(dayKey(date))?.length ?? 0;
    return count > 0 ? `, ${t('requests.calendar.visits', { count })}` : '';
  };

  return (
    <div data-slot="appointments-calendar" className={cn('grid gap-4', className)}>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {t('requests.calendar.hint')}
      </p>
      <DaysContext.Provider value={days}>
        <DayPicker
          mode="single"
          required
          lang={language}
          weekStartsOn={1}
          showOutsideDays
          fixedWeeks
          today={today}
          defaultMonth={dayFromKey(chosen)}
          selected={dayFromKey(chosen)}
          onSelect={(date) => choose(dayKey(date))}
          aria-describedby={`${id}-hint`}
          components={{
            Day: CalendarCell,
            DayButton: CalendarDay,
            Chevron: MonthChevron,
          }}
          formatters={{
            formatCaption: names.caption,
            formatWeekdayName: names.weekdayShort,
          }}
          labels={{
            labelGrid: names.caption,
            labelWeekday: names.weekdayLong,
            labelNext: () => t('requests.calendar.next'),
            labelPrevious: () => t('requests.calendar.previous'),
            labelDayButton: (date, modifiers) =>
              `${names.fullDate(date)}${modifiers.today ? `, ${t('requests.calendar.today')}` : ''}${visitsLabel(date)}`,
          }}
          classNames={{
            root: 'relative w-full',
            months: 'w-full',
            month: 'grid w-full gap-3',
            month_caption: 'flex h-11 items-center px-1',
            caption_label: 'font-display text-xl font-semibold',
            nav: 'absolute top-0 right-0 flex gap-1',
            button_previous:
              'hover:bg-muted focus-visible:outline-ring inline-flex size-11 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2',
            button_next:
              'hover:bg-muted focus-visible:outline-ring inline-flex size-11 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2',
            month_grid: 'w-full table-fixed border-collapse',
            weekday: 'text-muted-foreground pb-1 text-center text-xs font-medium',
            day: 'p-0.5 align-top',
            focused: '',
          }}
        />
      </DaysContext.Provider>
      <section aria-labelledby={`${id}-day`} className="grid gap-2">
        <h3 id={`${id}-day`} className="font-medium">
          {t('requests.calendar.dayTitle', { date: names.longDate(dayFromKey(chosen)) })}
        </h3>
        {chosenVisits.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('requests.calendar.noVisits')}</p>
        ) : (
          <ul className="grid gap-1.5">
            {chosenVisits.map((visit) => {
              const status = appointmentStatus(visit);
              return (
                <li
                  key={visit.id}
                  className="bg-surface flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border px-3 py-2 text-sm"
                >
                  <span className="font-semibold tabular-nums">
                    {visit.time_of_receipt.slice(0, 5)}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{visit.client_name}</span>
                  <Badge variant={status === 'new' ? 'accent' : 'success'}>
                    {t(`requests.status.${status}`)}
                  </Badge>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
