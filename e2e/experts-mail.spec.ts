import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createAccount, expect, test } from './fixtures';
import { calendarOf, mailsTo } from './mailbox';

/**
 * Issues 13 and 28, e-mails around a visit: a public request mails its visitor one thing, the
 * link that hands it to the specialist; opened in the browser, the specialist is told; confirmed,
 * the visitor is invited with an .ics (METHOD:REQUEST); the reschedule link, opened in the
 * browser, moves it and the invitation comes again with the same UID and SEQUENCE + 1; the cancel
 * link frees the time (the slots offer it again) and the withdrawal (METHOD:CANCEL) keeps the UID.
 * Mails are read from the server's mail folder as a mail client would (MIME and iCalendar parsed),
 * by recipient: the visitor's address and the specialist's are the journey's own.
 */

interface Slots {
  time_zone: string;
  days: { date: string; slots: { start: string; time: string }[] }[];
}

/** A specialist of the journey's own (default hours), its free slots and its confirm. */
async function specialist(request: APIRequestContext) {
  const account = await createAccount(request, { specialist: true, courses: [1] });
  const headers = { Authorization: `Token ${account.token}` };
  return {
    id: account.id,
    email: account.email,
    async slots(): Promise<Slots> {
      const response = await request.get(`/api/ro/accounts/users/${account.id}/slots/?days=14`);
      expect(response.status(), await response.text()).toBe(200);
      return (await response.json()) as Slots;
    },
    async confirm(appointment: number) {
      const response = await request.post(`/api/cabinet/appointment/${appointment}/confirm/`, {
        headers,
      });
      expect(response.status(), await response.text()).toBe(200);
    },
  };
}

/** A visitor's request in Romanian, as the public page sends it. */
async function requestVisit(
  request: APIRequestContext,
  doctor: number,
  visit: { email: string; date: string; time: string },
) {
  const response = await request.post('/api/ro/cabinet/appointment-request/', {
    data: {
      doctor,
      client_name: 'Irina Vizitatoare',
      client_phone: '+37369123456',
      client_email: visit.email,
      date_of_receipt: visit.date,
      time_of_receipt: visit.time,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const subjects = async (address: string) => (await mailsTo(address)).map((mail) => mail.subject);

/** The mails to `address` with `subject`, once `count` of them have arrived. */
async function arrived(address: string, subject: string, count = 1) {
  await expect
    .poll(async () => (await subjects(address)).filter((s) => s === subject).length)
    .toBeGreaterThanOrEqual(count);
  return (await mailsTo(address)).filter((mail) => mail.subject === subject);
}

/** The path of a visitor's link of `purpose` for request `id` in the mails to `address`. */
async function linkIn(address: string, purpose: string, id: number) {
  const find = async () =>
    (await mailsTo(address))
      .map((m) => m.text?.match(new RegExp(`https?://\\S+(/ro/visit-${purpose}/(\\d+)/\\S+)`)))
      .find((match) => match?.[2] === String(id))?.[1];
  await expect.poll(find).toBeTruthy();
  return (await find()) ?? '/';
}

const offered = (slots: Slots, date: string, time: string) =>
  slots.days.some((d) => d.date === date && d.slots.some((s) => s.time === time));

test.describe('e-mails around a visit (issues 13, 28)', () => {
  test('confirmation link, invitation, reschedule (same UID, SEQUENCE + 1), cancel frees the time', async ({
    page,
    request,
  }) => {
    const email = `visitor-${randomUUID()}@academy.test`;
    const expert = await specialist(request);
    const day = (await expert.slots()).days.find((d) => d.slots.length > 0);
    const first = day?.slots[0];
    if (!day || !first) throw new Error('A new specialist has no free slot in two weeks');

    // A request: one mail, the link that hands it to the specialist; they hear nothing yet.
    const id = await requestVisit(request, expert.id, { email, date: day.date, time: first.time });
    const [confirmMail] = await arrived(email, 'Confirmați cererea de programare');
    expect(calendarOf(confirmMail)).toBeNull();
    expect((await mailsTo(expert.email)).some((m) => m.text?.includes(email))).toBe(false);

    // Opened: the request reaches the specialist, who is told, with the visitor's contacts.
    await page.goto(await linkIn(email, 'confirm', id));
    await expect(page.getByRole('status')).toContainText('Cererea a ajuns la specialist');
    await expect
      .poll(async () => (await mailsTo(expert.email)).some((m) => m.text?.includes(email) ?? false))
      .toBe(true);

    // Confirmed: an invitation the visitor's calendar can take; the time is no longer offered.
    await expert.confirm(id);
    const [confirmed] = await arrived(email, 'Programarea este confirmată');
    const invitation = calendarOf(confirmed);
    expect(invitation).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED' });
    expect(invitation?.start).toBe(`${day.date}T${first.time}:00`);
    expect(offered(await expert.slots(), day.date, first.time)).toBe(false);

    // Moved through the reschedule link to the first other free time shown (its own time is
    // offered too): invited again, the same event.
    await page.goto(await linkIn(email, 'reschedule', id));
    await expect(page.getByText('Vizita de acum')).toBeVisible();
    await page
      .getByRole('button', { name: /, \d{2}:\d{2}, ora Europe\/Chisinau/ })
      .filter({ hasNotText: `, ${first.time}, ora` })
      .first()
      .click();
    await page.getByRole('button', { name: 'Mută vizita' }).click();
    await expect(page.getByRole('status')).toContainText('Vizita a fost mutată');
    const [moved] = await arrived(email, 'Programarea a fost mutată');
    const update = calendarOf(moved);
    expect(update).toMatchObject({ method: 'REQUEST', uid: invitation?.uid });
    expect(update?.sequence).toBe((invitation?.sequence ?? 0) + 1);
    expect(update?.start).not.toBe(invitation?.start);
    // The old time is free again, the new one taken.
    const [newDate, newClock] = (update?.start ?? '').split('T');
    const newTime = newClock?.slice(0, 5) ?? '';
    const afterMove = await expert.slots();
    expect(offered(afterMove, day.date, first.time)).toBe(true);
    expect(offered(afterMove, newDate ?? '', newTime)).toBe(false);

    // Cancelled by the visitor from the mail's link: the time is offered again, the event withdrawn.
    await page.goto(await linkIn(email, 'cancel', id));
    await page.getByRole('button', { name: 'Anulează vizita' }).click();
    await expect(page.getByRole('status')).toContainText('Vizita a fost anulată');
    expect(offered(await expert.slots(), newDate ?? '', newTime)).toBe(true);
    const [withdrawal] = await arrived(email, 'Programarea a fost anulată');
    expect(calendarOf(withdrawal)).toMatchObject({ method: 'CANCEL', uid: invitation?.uid });

    // The same link again: the request is already cancelled, nothing breaks.
    await page.reload();
    await page.getByRole('button', { name: 'Anulează vizita' }).click();
    await expect(page.getByRole('status')).toBeVisible();
  });
});
