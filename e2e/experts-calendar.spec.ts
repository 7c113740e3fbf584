import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, logIn, test, waitingForTheApp } from './fixtures';
import { mailsTo } from './mailbox';
import { visitRequestForm } from './visit-request';

/**
 * Issues 13 and 28, the specialist's calendar (spec 2.9 Requests, 4 and 5 Appointment modal): two
 * visitors ask for the same free time on the specialist's public page and confirm their e-mail;
 * the specialist sees both in the new requests and on the calendar, confirms the first, cannot
 * confirm the second (the conflict's message), and adds a visit by the modal. The specialist is
 * the journey's own (a fresh page, an empty calendar, the default hours); both browsers' clocks
 * stand at noon of the day the journey started, so the calendar's month cannot move under it.
 */
const CONFLICT = 'The selected date and time are already occupied';

/** Noon today (local), where the journey's browsers keep their clocks. */
function noonToday(): Date {
  const today = new Date();
  today.setHours(12, 0, 0, 0);
  return today;
}

const iso = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** A day as the slot picker names it in English ("Monday, December 7, 2026"). */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en', {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

/**
 * A free slot of the specialist's a week on or later, on a whole hour before 21:00 (the modal's
 * hourly select has it, and two hours later too), as the server offers it.
 */
async function wholeHourSlot(request: APIRequestContext, specialistId: number) {
  const week = new Date(noonToday());
  week.setDate(week.getDate() + 7);
  const response = await request.get(
    `/api/en/accounts/users/${specialistId}/slots/?from=${iso(week)}&days=14`,
  );
  const answer = (await response.json()) as {
    days: { date: string; slots: { time: string }[] }[];
  };
  for (const day of answer.days) {
    const slot = day.slots.find((s) => s.time.endsWith(':00') && s.time < '21:00');
    if (slot) return { date: day.date, time: slot.time };
  }
  throw new Error('no free whole hour in two weeks');
}

/** A visitor's request on the public page at `slot`, then its mail's link opened. */
async function requestVisit(
  page: Page,
  specialistId: number,
  name: string,
  slot: { date: string; time: string },
) {
  const email = `visitor-${randomUUID()}@academy.test`;
  await page.goto(`/en/expert/${specialistId}`);
  const form = await visitRequestForm(page);
  const picker = form.locator('[data-slot="slot-picker"]');
  await expect(form.getByRole('button', { name: /, \d{2}:\d{2}, Europe\// }).first()).toBeVisible();
  const day = form.getByRole('button', { name: longDate(slot.date), exact: true });
  for (let pages = 0; pages < 4 && !(await day.isVisible()); pages++) {
    await form.getByRole('button', { name: 'Later days' }).click();
    await expect(picker).toHaveAttribute('aria-busy', 'false');
  }
  await day.click();
  await expect(picker).toHaveAttribute('aria-busy', 'false');
  await form.getByRole('button', { name: `${longDate(slot.date)}, ${slot.time}, ` }).click();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Phone').fill('+37369123456');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByRole('status')).toContainText('Check your e-mail');
  const link = async () =>
    (await mailsTo(email))
      .map((mail) => mail.text?.match(/https?:\/\/\S+(\/en\/visit-confirm\/\d+\/\S+)/)?.[1])
      .find(Boolean);
  await expect.poll(link).toBeTruthy();
  await page.goto((await link()) ?? '/');
  await expect(page.getByRole('status')).toContainText('The request reached the specialist');
}

const item = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name }) });

test.describe("the specialist's calendar (issues 13, 28)", () => {
  test.describe.configure({ timeout: 120_000 });

  test('confirms a visitor’s request, cannot confirm a second one in its hour, adds a visit @mobile', async ({
    page: specialist,
    browser,
    request,
  }) => {
    const today = noonToday();
    const first = 'Elena Visitor';
    const second = 'Irina Visitor';
    const added = 'Lidia Visitor';
    const owner = await createAccount(request, { specialist: true, courses: [1] });
    const slot = await wholeHourSlot(request, owner.id);
    const day = new Date(`${slot.date}T12:00:00`);

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

    // Two visitors ask for the same time (a request holds nothing until it is confirmed).
    await requestVisit(visitor, owner.id, first, slot);
    await requestVisit(visitor, owner.id, second, slot);

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
    await chooseTime(slot.time);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(CONFLICT);
    await chooseTime(`${Number(slot.time.slice(0, 2)) + 2}:00`.padStart(5, '0'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(fresh.getByRole('heading', { level: 3, name: added })).toBeVisible();
    await visitor.close();
  });
});
