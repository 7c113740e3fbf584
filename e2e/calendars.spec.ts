import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import ICAL from 'ical.js';
import { createAccount, expect, logIn, test, waitingForTheApp } from './fixtures';
import { mailsTo } from './mailbox';
import { visitRequestForm } from './visit-request';

/**
 * Issue 28, a specialist's real calendar: the specialist sets Monday to Friday 09:00–13:00 and
 * 14:00–18:00, a 60-minute service and a 15-minute break after visits on the dashboard; a visitor
 * in New York sees only those times, on the specialist's clock with its zone named and their own
 * time beside it, none in the past; two visitors book overlapping hours at 10:00 and 10:30 and
 * open their links at once: exactly one visit is confirmed; the phone's calendar, subscribed to
 * the secret feed, reads that visit (ical.js). The reschedule link and its invitation (same UID,
 * SEQUENCE + 1) are the mail journey's (experts-mail.spec.ts); the reminders' times are the API's
 * tests (fake clock, calendar/reminder.test.ts).
 */

const VISITOR_ZONE = 'America/New_York';
/** The starts of a 60-minute visit in 09:00–13:00 and 14:00–18:00 on a 30-minute grid. */
const STARTS = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00'].concat([
  '14:00',
  '14:30',
  '15:00',
  '15:30',
  '16:00',
  '16:30',
  '17:00',
]);

interface SlotsAnswer {
  time_zone: string;
  days: { date: string; slots: { start: string; time: string }[] }[];
}

const slotsOf = async (request: APIRequestContext, doctor: number, service: number) =>
  (await (
    await request.get(`/api/en/accounts/users/${doctor}/slots/?service=${service}&days=14`)
  ).json()) as SlotsAnswer;

/** `03:00`: an instant on the clock of `zone`, as the slot buttons write it. */
const clockIn = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

/** A visitor's request for `time` on `date` (the public page's call), from an address of its own. */
async function askFor(request: APIRequestContext, doctor: number, service: number, at: string[]) {
  const [date, time] = at;
  const email = `visitor-${randomUUID()}@academy.test`;
  const response = await request.post('/api/en/cabinet/appointment-request/', {
    data: {
      doctor,
      service,
      client_name: `Visitor ${time}`,
      client_phone: '+37369123456',
      client_email: email,
      date_of_receipt: date,
      time_of_receipt: time,
    },
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** The confirmation link's path mailed to `email`, once it has arrived. */
async function confirmLinkOf(email: string) {
  const link = async () =>
    (await mailsTo(email))
      .map((mail) => mail.text?.match(/https?:\/\/\S+(\/en\/visit-confirm\/(\d+)\/(\S+))/))
      .find(Boolean);
  await expect.poll(async () => Boolean(await link())).toBe(true);
  const [, path = '', id = '', token = ''] = (await link()) ?? [];
  return { path, id: Number(id), token };
}

test.describe("a specialist's calendar (issue 28)", () => {
  test.describe.configure({ timeout: 120_000 });

  test('hours, a service and a break set; a visitor elsewhere books; one of two overlapping visits wins; the feed shows it', async ({
    page,
    browser,
    request,
  }) => {
    const owner = await createAccount(request, {
      specialist: true,
      courses: [1],
      autoConfirmRequests: true,
    });
    const auth = { Authorization: `Token ${owner.token}` };

    // The specialist's hours: Monday split in two ranges, copied to the weekdays, and a break.
    await logIn(page, owner, '/en/dashboard/availability');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByLabel('Monday: end of range 1').fill('13:00');
    await page.getByRole('button', { name: 'Add a range to Monday' }).click();
    await page.getByLabel('Monday: start of range 2').fill('14:00');
    await page.getByLabel('Monday: end of range 2').fill('18:00');
    await page.getByRole('button', { name: 'Copy Monday to weekdays' }).click();
    await page.getByLabel('Break after a visit').selectOption('15');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Your hours are saved.')).toBeVisible();
    const saved = await (await request.get('/api/cabinet/availability/', { headers: auth })).json();
    const split = [
      { start: '09:00', end: '13:00' },
      { start: '14:00', end: '18:00' },
    ];
    expect(saved).toMatchObject({
      weekly: { mon: split, tue: split, wed: split, thu: split, fri: split, sat: [], sun: [] },
      buffer_after: 15,
    });

    // A 60-minute service.
    await page.getByRole('button', { name: 'Add a service' }).click();
    const dialog = page.getByRole('dialog', { name: 'New service' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Consultație');
    await dialog.getByLabel(/^Length/).fill('60');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const services = (await (await request.get('/api/cabinet/services/', { headers: auth })).json())
      .results as { id: number; duration: number }[];
    expect(services).toHaveLength(1);
    const [service] = services;
    expect(service?.duration).toBe(60);
    const feedUrl = await page.getByLabel('Calendar address').inputValue();

    // A visitor in New York: the specialist's times only, their own beside them, none past.
    const offered = await slotsOf(request, owner.id, service?.id ?? 0);
    const now = Date.now();
    for (const day of offered.days) {
      for (const slot of day.slots) {
        expect(STARTS).toContain(slot.time);
        expect(new Date(slot.start).getTime()).toBeGreaterThan(now);
      }
    }
    const context = await browser.newContext({
      timezoneId: VISITOR_ZONE,
      baseURL: test.info().project.use.baseURL,
    });
    const visitor = waitingForTheApp(await context.newPage());
    await visitor.goto(`/en/expert/${owner.id}`);
    const form = await visitRequestForm(visitor);
    await expect(form.getByText(/The specialist’s times: Europe\/Chisinau/)).toBeVisible();
    await expect(form.getByText(/Beside them, your time: America\/New_York/)).toBeVisible();
    const picker = form.locator('[data-slot="slot-picker"]');
    await expect(picker).toHaveAttribute('aria-busy', 'false');
    const shownDay = offered.days.find((day) => day.slots.length > 0);
    const times = picker.getByRole('list').last().getByRole('button');
    await expect(times).toHaveCount(shownDay?.slots.length ?? -1);
    for (const [index, slot] of (shownDay?.slots ?? []).entries()) {
      await expect(times.nth(index)).toHaveAccessibleName(
        new RegExp(
          `, ${slot.time}, Europe/Chisinau.*; ${clockIn(slot.start, VISITOR_ZONE)} your time$`,
        ),
      );
    }

    // Two visitors: overlapping hours at 10:00 and 10:30, their links opened at the same time.
    const day = offered.days.find((d) =>
      ['10:00', '10:30'].every((time) => d.slots.some((s) => s.time === time)),
    );
    expect(day, 'a day with 10:00 and 10:30 free').toBeTruthy();
    const date = day?.date ?? '';
    const links = await Promise.all(
      [
        await askFor(request, owner.id, service?.id ?? 0, [date, '10:00']),
        await askFor(request, owner.id, service?.id ?? 0, [date, '10:30']),
      ].map(confirmLinkOf),
    );
    const [first, second] = links;
    const [, answer] = await Promise.all([
      visitor.goto(first?.path ?? '/'),
      request.post(`/api/en/cabinet/appointment-request/${second?.id}/confirm-email/`, {
        data: { token: second?.token },
      }),
    ]);
    const shown = visitor.locator('[data-slot="visit-confirm"]');
    await expect(shown).toHaveAttribute('data-state', /^(confirmed|taken)$/);
    const firstWon = (await shown.getAttribute('data-state')) === 'confirmed';
    expect(answer.status()).toBe(firstWon ? 409 : 200);
    const confirmed = (
      await (
        await request.get(
          `/api/cabinet/appointment/?status=confirmed&date_from=${date}&date_to=${date}`,
          { headers: auth },
        )
      ).json()
    ).results as { id: number; starts_at: string }[];
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.id).toBe(firstWon ? first?.id : second?.id);

    // The phone subscribed to the feed reads the visit at its instant, in the specialist's zone.
    const feed = await request.get(feedUrl);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    // Its zones first, as a phone's calendar does: the start is read on the specialist's clock.
    for (const zone of calendar.getAllSubcomponents('vtimezone')) {
      ICAL.TimezoneService.register(zone);
    }
    const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
    const visit = events.find((e) => e.uid.startsWith(`visit-${confirmed[0]?.id}@`));
    expect(visit?.startDate.toJSDate().toISOString()).toBe(confirmed[0]?.starts_at);
    expect(visit?.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(
      'Europe/Chisinau',
    );
    await context.close();
  });
});
