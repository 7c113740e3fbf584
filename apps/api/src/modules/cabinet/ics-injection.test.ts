import { SINGLE_LINE_MESSAGE } from '@academy/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, profiles } from '../../db/schema';
import type { SentMail } from '../../lib/mailer';
import { DEMO, FILES, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { publicRequest, requestConfirmed } from '../calendar/visit-confirm.fixtures';

/** A name that would add an attendee to the invitation if a line break reached the file. */
const INJECTED = 'Dr X\r\nATTENDEE;CN=x:mailto:victim@example.test';
const VISITOR = 'irina@example.com';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let me: { id: number; profile_id: number };
beforeAll(async () => {
  ctx = await createTestApp();
  token = await login(ctx.app, DEMO.specialist);
  me = await json(send(ctx.app, 'GET', '/auth/users/me/', { token }));
});
afterAll(() => ctx.database.close());

const visitRequest = (extra: Record<string, unknown> = {}) =>
  publicRequest(me.id, { client_name: 'Irina Rusu', client_email: VISITOR, ...extra });

const calendarsTo = async (to: string) => {
  await ctx.sendQueuedMail();
  return ctx.services.mailer.outbox
    .filter((m: SentMail) => m.to === to)
    .flatMap((m) => m.attachments ?? [])
    .filter((a) => a.contentType.startsWith('text/calendar'))
    .map((a) => a.content.toString());
};

// RFC 5545 3.1: name *(";" param) ":" value; a param value is quoted (no DQUOTE inside) or bare
// (no `;:,"`); neither holds a control character, and a value holds none but TAB.
const PARAM = '[A-Za-z0-9-]+=(?:"[^"\\x00-\\x1f\\x7f]*"|[^";:,\\x00-\\x1f\\x7f]*)';
const PROPERTY_LINE = new RegExp(`^[A-Z][A-Z0-9-]*(?:;${PARAM})*:[^\\x00-\\x08\\x0a-\\x1f\\x7f]*$`);

/** The unfolded lines of a calendar file, checked to end each with CRLF and nothing else. */
function unfoldedLines(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  const lines = ics
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  for (const line of lines) expect(line, JSON.stringify(line)).toMatch(PROPERTY_LINE);
  return lines;
}

describe('a name with a line break in a calendar file', () => {
  it('stays inside its own property, for rows stored before the rule', async () => {
    // Straight into the database, as a row written before the contract refused control characters.
    await ctx.database.db
      .update(profiles)
      .set({ name: INJECTED, address: 'Str. Lungă 1\r\nATTENDEE:mailto:victim@example.test' })
      .where(eq(profiles.userId, me.id));
    const visit = await requestConfirmed(ctx, visitRequest());
    await ctx.database.db
      .update(appointments)
      .set({ clientName: `Irina\r\nATTENDEE;CN="y":mailto:victim@example.test\u0085\u001b` })
      .where(eq(appointments.id, visit.id));
    for (const action of ['confirm', 'cancel'])
      expect(
        (await send(ctx.app, 'POST', `/cabinet/appointment/${visit.id}/${action}/`, { token }))
          .status,
      ).toBe(200);

    const calendars = await calendarsTo(VISITOR);
    expect(calendars).toHaveLength(2); // the invitation and its withdrawal
    for (const ics of calendars) {
      const lines = unfoldedLines(ics);
      const attendees = lines.filter((l) => l.startsWith('ATTENDEE'));
      expect(attendees).toHaveLength(1);
      expect(attendees[0]).toMatch(/:mailto:irina@example\.com$/i);
      expect(ics).not.toMatch(/\r\nATTENDEE[^\r]*victim/);
      expect(lines.find((l) => l.startsWith('ORGANIZER'))).toContain(
        'CN="Dr X ATTENDEE;CN=x:mailto:victim@example.test"',
      );
      expect(lines).toContain('LOCATION:Str. Lungă 1\\nATTENDEE:mailto:victim@example.test');
    }
  });
});

describe('a name with a control character is refused with a field error', () => {
  it('in a visit request, public or from the dashboard', async () => {
    const pub = await send(ctx.app, 'POST', '/ro/cabinet/appointment-request/', {
      body: visitRequest({ client_name: INJECTED }),
    });
    expect(pub.status).toBe(400);
    expect(await pub.json()).toEqual({ client_name: [SINGLE_LINE_MESSAGE] });
    const own = await send(ctx.app, 'POST', '/cabinet/appointment/', {
      token,
      body: { ...visitRequest({ client_name: 'Ana\tPopa' }), confirmation: false },
    });
    expect(own.status).toBe(400);
    expect(await own.json()).toEqual({ client_name: [SINGLE_LINE_MESSAGE] });
  });

  it('in the profile of my page', async () => {
    const form = new FormData();
    form.append('name', INJECTED);
    const res = await send(ctx.app, 'PATCH', `/ro/accounts/user_profile/${me.profile_id}/`, {
      token,
      form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ name: [SINGLE_LINE_MESSAGE] });
  });

  it('at registration', async () => {
    const form = new FormData();
    const fields = {
      email: 'line.break@example.com',
      password: 'secret12',
      first_name: INJECTED,
      last_name: 'Lungu\u007f',
      'profile.name': 'Nina\u0085Lungu',
      'profile.phone': '+37369123456',
      'profile.city': 'Moldova',
      'profile.type': 'cosmetology',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('profile.file', FILES.pdf());
    const res = await send(ctx.app, 'POST', '/accounts/users/', { form });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      first_name: [SINGLE_LINE_MESSAGE],
      last_name: [SINGLE_LINE_MESSAGE],
      'profile.name': [SINGLE_LINE_MESSAGE],
    });
  });
});
