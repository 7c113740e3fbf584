import { LANGUAGES } from '@academy/contract/languages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  requestsFixture,
  requestsTodayFixture,
} from '../../flows/requests-list/requests-list.fixtures';
import { renderWithProviders } from '../../test/render';
import { AppointmentsCalendar, dayFromKey, dayKey } from './appointments-calendar';

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

describe('AppointmentsCalendar', () => {
  it.each(LANGUAGES)('names the month and the weekdays by Intl, weeks from Monday (%s)', (lang) => {
    renderWithProviders(
      <AppointmentsCalendar
        appointments={requestsFixture}
        language={lang}
        today={requestsTodayFixture}
      />,
      { language: lang },
    );
    const caption = capitalize(
      new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric' }).format(
        requestsTodayFixture,
      ),
    );
    expect(screen.getByRole('grid')).toHaveAccessibleName(caption);
    const monday = new Date(2026, 10, 23);
    const headers = document.querySelectorAll('th');
    expect(headers[0]).toHaveTextContent(
      capitalize(new Intl.DateTimeFormat(lang, { weekday: 'short' }).format(monday)),
    );
    expect(headers).toHaveLength(7);
  });

  it('marks today, counts each day’s visits (cancelled left out) and lists the chosen day', async () => {
    const user = userEvent.setup();
    const onSelectedChange = vi.fn();
    renderWithProviders(
      <AppointmentsCalendar
        appointments={requestsFixture}
        language="en"
        today={requestsTodayFixture}
        onSelectedChange={onSelectedChange}
      />,
      { language: 'en' },
    );
    const today = document.querySelector('[data-slot="calendar-day"][data-today]');
    expect(today).toHaveAccessibleName('Wednesday, November 25, 2026, today, visits: 2');
    expect(screen.getByRole('button', { name: 'Friday, November 20, 2026' })).not.toHaveAttribute(
      'data-visits',
    );
    await user.click(screen.getByRole('button', { name: /^Thursday, November 26, 2026/ }));
    expect(onSelectedChange).toHaveBeenCalledWith('2026-11-26');
    const day = screen.getByRole('heading', { name: 'Visits on November 26' }).closest('section');
    expect(within(day as HTMLElement).getAllByRole('listitem')).toHaveLength(3);
  });

  it('reads and writes days in local time', () => {
    expect(dayKey(dayFromKey('2026-03-29'))).toBe('2026-03-29');
    expect(dayKey(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
