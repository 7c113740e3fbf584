import type { Page } from '@playwright/test';
import { createAccount, expect, logIn, test, waitingForTheApp } from './fixtures';

/**
 * Issue 13, the specialist's calendar (spec 2.9 Requests, 4 and 5 Appointment modal): two visitors
 * ask for the same hour on the specialist's public page; the specialist sees both in the new
 * requests and on the calendar, confirms the first, cannot confirm the second (the conflict's
 * message), and adds a visit by the modal. The specialist is the journey's own (a fresh page, an
 * empty calendar); both browsers' clocks stand at noon of the day the journey started, so the
 * calendar's month and the visit's day cannot move under it at midnight.
 */
const CONFLICT = 'The selected date and time are already occupied';

/** Noon today (local), where the journey's browsers keep their clocks. */
function noonToday(): Date {
  const today = new Date();
  today.setHours(12, 0, 0, 0);
  return today;
}

/** The visit's day: `days` after `from`, at noon. */
function dayAfter(from: Date, days: number): Date {
  const day = new Date(from);
  day.setDate(day.getDate() + days);
  return day;
}

const iso = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** A visitor's request on the public page, at 11:00 of `day`. */
async function requestVisit(page: Page, specialistId: number, name: string, day: Date) {
  await page.goto(`/en/expert/${specialistId}`);
  const form = page.locator('[data-slot="visit-request"]');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Phone').fill('+37369123456');
  await form.getByLabel('Date').fill(iso(day));
  await form.getByRole('combobox', { name: 'Hour' }).click();
  await page.getByRole('option', { name: '11:00', exact: true }).click();
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByRole('status')).toContainText('Request sent');
}

const item = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });

test.describe("the specialist's calendar (issue 13)", () => {
  test.describe.configure({ timeout: 120_000 });

  test('confirms a visitor’s request, cannot confirm a second one in its hour, adds a visit @mobile', async ({
    page: specialist,
    browser,
    request,
  }) => {
    const today = noonToday();
    const day = dayAfter(today, 40);
    const first = 'Elena Visitor';
    const second = 'Irina Visitor';
    const added = 'Lidia Visitor';
    const owner = await createAccount(request, { specialist: true, courses: [1] });

    // The specialist is the journey's page (its screen size, and the page a failure shows); the
    // visitors ask from a page of their own. Auto-confirmation off: the requests arrive new.
    const visitor = waitingForTheApp(await browser.newPage());
    await specialist.clock.setFixedTime(today);
    await visitor.clock.setFixedTime(today);
    await logIn(specialist, owner, '/en/dashboard/requests-list');
    await expect(specialist.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible();
    const auto = specialist.getByRole('switch', {
      name: 'Confirm new requests automatically when the hour is free',
    });
    if (await auto.isChecked()) {
      await auto.click();
      await expect(auto).not.toBeChecked();
      await expect(specialist.locator('[data-slot="auto-confirm"]')).toHaveAttribute(
        'data-state',
        'idle',
      );
    }

    // Two visitors ask for the same hour.
    await requestVisit(visitor, owner.id, first, day);
    await requestVisit(visitor, owner.id, second, day);

    // Both are new requests, and the calendar shows them on their day.
    await specialist.reload();
    const fresh = specialist.locator('[data-slot="requests-new"]');
    await expect(fresh.getByRole('heading', { level: 3, name: first })).toBeVisible();
    await expect(fresh.getByRole('heading', { level: 3, name: second })).toBeVisible();
    const grid = specialist.getByRole('grid');
    const month = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric' }).format(day);
    // The calendar opens at the clock's month: the visit's month is one or two months on.
    const months =
      (day.getFullYear() - today.getFullYear()) * 12 + day.getMonth() - today.getMonth();
    for (let step = 0; step < months; step++) {
      const shown = await grid.getAttribute('aria-label');
      await specialist.getByRole('button', { name: 'Next month' }).click();
      await expect(grid).not.toHaveAccessibleName(shown ?? '');
    }
    await expect(grid).toHaveAccessibleName(month);
    const date = new Intl.DateTimeFormat('en', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(day);
    const cell = grid.getByRole('button', { name: new RegExp(`^${date}.*visits: \\d+`) });
    await cell.click();
    await expect(specialist.getByText(first).last()).toBeVisible();

    // The first is confirmed; the second, in the same hour, is refused with the message.
    await item(specialist, first).getByRole('button', { name: 'Confirm' }).click();
    const confirmed = specialist.locator('[data-slot="requests-confirmed"]');
    await expect(confirmed.getByRole('heading', { level: 3, name: first })).toBeVisible();
    await item(specialist, second).getByRole('button', { name: 'Confirm' }).click();
    await expect(item(specialist, second).getByRole('alert')).toHaveText(CONFLICT);
    await expect(fresh.getByRole('heading', { level: 3, name: second })).toBeVisible();

    // A visit added by the modal: the same hour is refused at once, another hour is saved.
    await specialist.getByRole('button', { name: 'Add a visit' }).first().click();
    const dialog = specialist.getByRole('dialog', { name: 'Add a visit' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Client’s name').fill(added);
    await dialog.getByLabel('Phone').fill('+37360111222');
    await dialog.getByLabel('Date').fill(iso(day));
    const chooseTime = async (time: string) => {
      const hourSelect = dialog.getByRole('combobox', { name: 'Time' });
      if (await hourSelect.isVisible()) {
        await hourSelect.click();
        await specialist.getByRole('option', { name: time, exact: true }).click();
      } else {
        await dialog.getByLabel('Time').fill(time);
      }
    };
    await chooseTime('11:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(CONFLICT);
    await chooseTime('16:00');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(fresh.getByRole('heading', { level: 3, name: added })).toBeVisible();
    await visitor.close();
  });
});
