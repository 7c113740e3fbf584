import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createAccount, expect, test } from './fixtures';
import { calendarOf, mailsTo } from './mailbox';

/**
 * Issue 13, e-mails around a visit: the visitor is told the request arrived (with a signed link to
 * cancel it), is invited with an .ics (METHOD:REQUEST) once the specialist confirms, and gets its
 * withdrawal (METHOD:CANCEL, same UID) when the specialist cancels; the specialist is told of each
 * new request; the visitor's cancel link, opened in the browser, frees the hour. Mails are read
 * from the server's mail folder as a mail client would (MIME and iCalendar parsed), by recipient:
 * the visitor's address and the specialist's are the journey's own.
 */

/** A day 45 days after today (local), as the API takes it (YYYY-MM-DD). */
function visitDay(): string {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() + 45);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** A specialist of the journey's own, and its confirm and cancel of a visit. */
async function specialist(request: APIRequestContext) {
  const account = await createAccount(request, { specialist: true, courses: [1] });
  const headers = { Authorization: `Token ${account.token}` };
  return {
    id: account.id,
    email: account.email,
    async set(appointment: number, action: 'confirm' | 'cancel') {
      const response = await request.post(`/api/cabinet/appointment/${appointment}/${action}/`, {
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

/** The mail to `address` with `subject`, once it has arrived. */
async function arrived(address: string, subject: string) {
  await expect.poll(() => subjects(address)).toContain(subject);
  return (await mailsTo(address)).find((mail) => mail.subject === subject);
}

async function takenHours(request: APIRequestContext, doctor: number) {
  const response = await request.get(`/api/ro/accounts/users/${doctor}/taken-hours/`);
  return ((await response.json()) as { taken: { date: string; hour: number }[] }).taken;
}

test.describe('e-mails around a visit (issue 13)', () => {
  test('received, invitation, withdrawal, and the cancel link frees the hour', async ({
    page,
    request,
  }) => {
    const email = `visitor-${randomUUID()}@academy.test`;
    const date = visitDay();
    const expert = await specialist(request);

    // A request: the visitor is told it arrived, in Romanian, with a link to cancel it.
    const first = await requestVisit(request, expert.id, { email, date, time: '09:00' });
    const received = await arrived(email, 'Cererea de programare a fost primită');
    expect(received?.text).toContain(`/ro/visit-cancel/${first}/`);
    expect(calendarOf(received)).toBeNull();
    // The specialist is told of it, with the visitor's contacts.
    await expect
      .poll(async () => (await mailsTo(expert.email)).some((m) => m.text?.includes(email) ?? false))
      .toBe(true);

    // Confirmed: an invitation the visitor's calendar can take.
    await expert.set(first, 'confirm');
    const invitation = calendarOf(await arrived(email, 'Programarea este confirmată'));
    expect(invitation).toMatchObject({ method: 'REQUEST', status: 'CONFIRMED' });
    expect(invitation?.start).toBe(`${date}T09:00:00`);

    // Cancelled by the specialist: the withdrawal removes that same event.
    await expert.set(first, 'cancel');
    const withdrawal = calendarOf(await arrived(email, 'Programarea a fost anulată'));
    expect(withdrawal).toMatchObject({ method: 'CANCEL', uid: invitation?.uid });

    // A second visit, confirmed, then cancelled by the visitor from the mail's link.
    const second = await requestVisit(request, expert.id, { email, date, time: '15:00' });
    await expert.set(second, 'confirm');
    expect(await takenHours(request, expert.id)).toContainEqual({ date, hour: 15 });
    // The mails go out from the server's queue: the receipt with its link arrives shortly.
    const cancelLink = async () =>
      (await mailsTo(email))
        .map((m) => m.text?.match(/https?:\/\/\S+\/ro\/visit-cancel\/(\d+)\/\S+/))
        .find((match) => match?.[1] === String(second))?.[0];
    await expect.poll(cancelLink).toBeTruthy();
    const link = await cancelLink();
    await page.goto(new URL(link ?? '/').pathname);
    await page.getByRole('button', { name: 'Anulează vizita' }).click();
    await expect(page.getByRole('status')).toContainText('Vizita a fost anulată');
    expect(await takenHours(request, expert.id)).not.toContainEqual({ date, hour: 15 });
    // The specialist is told that the hour is free again.
    await expect
      .poll(async () =>
        (await mailsTo(expert.email)).some(
          (m) => m.subject?.startsWith('Vizită anulată') && m.text?.includes(email),
        ),
      )
      .toBe(true);

    // The same link again: the request is already cancelled, nothing breaks.
    await page.reload();
    await page.getByRole('button', { name: 'Anulează vizita' }).click();
    await expect(page.getByRole('status')).toBeVisible();
  });
});
