import type { APIRequestContext, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { calendarOf, mailsTo } from './mailbox';

/**
 * Issue 13, e-mails around a visit: the visitor is told the request arrived (with a signed link to
 * cancel it), is invited with an .ics (METHOD:REQUEST) once the specialist confirms, and gets its
 * withdrawal (METHOD:CANCEL, same UID) when the specialist cancels; the specialist is told of each
 * new request; the visitor's cancel link, opened in the browser, frees the hour. Mails are read
 * from the server's mail folder as a mail client would (MIME and iCalendar parsed).
 */
const PASSWORD = 'Demo12345!';
const SPECIALIST = 'specialist@academy.demo';

/** A day of its own for this run and project, away from the calendar journey's days. */
function visitDay(testInfo: TestInfo): string {
  const offset =
    (Math.floor(Date.now() / 60_000) + (testInfo.project.name === 'mobile' ? 97 : 13)) % 300;
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() + 400 + offset);
  return day.toISOString().slice(0, 10);
}

async function specialist(request: APIRequestContext) {
  const login = await request.post('/api/auth/token/login/', {
    data: { username: SPECIALIST, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { auth_token: token } = (await login.json()) as { auth_token: string };
  const headers = { Authorization: `Token ${token}` };
  const me = await request.get('/api/auth/users/me/', { headers });
  const { id } = (await me.json()) as { id: number };
  return {
    id,
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
  }, testInfo) => {
    const tag = `${testInfo.project.name}-${Date.now()}`;
    const email = `visitor-${tag}@academy.test`;
    const date = visitDay(testInfo);
    const expert = await specialist(request);

    // A request: the visitor is told it arrived, in Romanian, with a link to cancel it.
    const first = await requestVisit(request, expert.id, { email, date, time: '09:00' });
    const received = await arrived(email, 'Cererea de programare a fost primită');
    expect(received?.text).toContain(`/ro/visit-cancel/${first}/`);
    expect(calendarOf(received)).toBeNull();
    // The specialist is told of it, with the visitor's contacts.
    await expect
      .poll(async () => (await mailsTo(SPECIALIST)).some((m) => m.text?.includes(email) ?? false))
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
    const link = (await mailsTo(email))
      .map((m) => m.text?.match(/https?:\/\/\S+\/ro\/visit-cancel\/(\d+)\/\S+/))
      .find((match) => match?.[1] === String(second))?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link ?? '/').pathname);
    await page.getByRole('button', { name: 'Anulează vizita' }).click();
    await expect(page.getByRole('status')).toContainText('Vizita a fost anulată');
    expect(await takenHours(request, expert.id)).not.toContainEqual({ date, hour: 15 });
    // The specialist is told that the hour is free again.
    await expect
      .poll(async () =>
        (await mailsTo(SPECIALIST)).some(
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
