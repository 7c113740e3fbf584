import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import {
  requestsFixture,
  requestsTodayFixture,
} from '../../flows/requests-list/requests-list.fixtures';
import { AppointmentsCalendar } from './appointments-calendar';

const meta = {
  title: 'Blocks/AppointmentsCalendar',
  component: AppointmentsCalendar,
  args: {
    appointments: requestsFixture,
    language: 'ro',
    today: requestsTodayFixture,
    onSelectedChange: fn(),
  },
  parameters: {
    usage: {
      use: [
        "A specialist's month of visits (requests page): each day shows its visits, the chosen day's visits are listed below.",
        'Controlled (`selected`/`onSelectedChange`) when another part of the page follows the chosen day.',
      ],
      avoid: [
        'Picking one date in a form (a birth date, a visit date): use Input with `type="date"`; this grid is for browsing visits.',
        'A list of upcoming visits without the month context: use a plain list of visits (the requests list).',
      ],
      keyboard: [
        [
          'Tab',
          'Moves to the previous and next month buttons, then onto the chosen day in the grid (one tab stop).',
        ],
        ['ArrowLeft / ArrowRight', 'Moves one day back or forward (across months too).'],
        ['ArrowUp / ArrowDown', 'Moves one week back or forward.'],
        ['Home / End', 'Moves to the first (Monday) or last (Sunday) day of the week.'],
        ['PageUp / PageDown', 'Moves one month back or forward; with Shift, one year.'],
        ['Enter / Space', 'Chooses the focused day; its visits appear in the list below.'],
      ],
      screenReader: [
        'A grid named by the month ("November 2026"); the month caption is a polite live region, so a month change is announced.',
        'Each day button is named by its full date, "today" and its number of visits; the times and names drawn in the cell are hidden from it.',
        "The chosen day's visits follow under an h3 heading, each with its time, client name and status; the list is not announced when the day changes.",
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof AppointmentsCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid');
const focusedDay = () => document.activeElement?.getAttribute('aria-label') ?? '';

/** November 2026 from Monday: today ringed, each day's visits, today's listed below. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(grid(canvasElement)).toHaveAccessibleName('Noiembrie 2026');
    await expect(canvasElement.querySelector('th')).toHaveTextContent(/^Lun/);
    await expect(
      canvasElement.querySelector('[data-slot="calendar-day"][data-today]'),
    ).toHaveAccessibleName(/25 noiembrie 2026, astăzi, vizite: 2/);
    await expect(canvas.getByRole('heading', { name: 'Vizitele din 25 noiembrie' })).toBeVisible();
    await expect(canvas.getByText('Ana Ciobanu')).toBeVisible();
  },
};

/** A month without visits. */
export const Empty: Story = {
  args: { appointments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nicio vizită în această zi.')).toBeVisible();
  },
};

/**
 * By keyboard only (the WAI-ARIA date grid): Tab reaches the chosen day, the arrows move a day or
 * a week, End and Home the week's ends, PageDown and PageUp the month, Enter chooses the day.
 */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Tab passes the month buttons, then lands on the chosen day (today) in the grid.
    for (let step = 0; step < 4 && !grid(canvasElement).contains(document.activeElement); step++) {
      await userEvent.tab();
    }
    await expect(focusedDay()).toMatch(/^miercuri, 25 noiembrie 2026, astăzi/);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedDay()).toMatch(/^joi, 26 noiembrie 2026, vizite: 3/));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(focusedDay()).toMatch(/^joi, 19 noiembrie 2026/));
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(focusedDay()).toMatch(/^duminică, 22 noiembrie 2026/));
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(focusedDay()).toMatch(/^luni, 16 noiembrie 2026/));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(grid(canvasElement)).toHaveAccessibleName('Decembrie 2026'));
    await waitFor(() => expect(focusedDay()).toMatch(/16 decembrie 2026/));
    await userEvent.keyboard('{PageUp}{PageUp}');
    await waitFor(() => expect(grid(canvasElement)).toHaveAccessibleName('Octombrie 2026'));
    await userEvent.keyboard('{PageDown}');
    await waitFor(() => expect(focusedDay()).toMatch(/16 noiembrie 2026/));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(focusedDay()).toMatch(/^duminică, 15 noiembrie 2026/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSelectedChange).toHaveBeenCalledWith('2026-11-15'));
    await expect(canvas.getByRole('heading', { name: 'Vizitele din 15 noiembrie' })).toBeVisible();
  },
};
