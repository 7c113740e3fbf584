import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appointments } from '../../db/schema';
import type { Outbox } from '../../lib/outbox';
import { queueVisitorMail } from '../cabinet/visit-notify';

const HOUR = 3_600_000;

/**
 * The reminders of a confirmed visit (issue 28): each is due from `before` ahead of the start
 * until the next one is (`until`), in its own column so each goes once.
 */
const REMINDERS = {
  reminder24h: {
    field: 'reminded24hAt',
    column: appointments.reminded24hAt,
    before: 24 * HOUR,
    until: 2 * HOUR,
  },
  reminder2h: {
    field: 'reminded2hAt',
    column: appointments.reminded2hAt,
    before: 2 * HOUR,
    until: 0,
  },
} as const;
export type ReminderKind = keyof typeof REMINDERS;

/**
 * Claims the visits whose `kind` reminder is due at `now` and queues their mails, in one
 * transaction: the UPDATE … WHERE reminded IS NULL takes each visit once however many sweeps run
 * at once (a second one waits for the first's row lock, then finds it set), and the mail goes
 * if and only if the claim commits. A visit confirmed after its reminder's moment (booked for
 * tomorrow morning tonight) does not get it: it has just had the invitation.
 */
async function claimReminders(db: Db, outbox: Outbox, kind: ReminderKind, now: Date) {
  const { field, column, before, until } = REMINDERS[kind];
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(appointments)
      .set({ [field]: now })
      .where(
        and(
          eq(appointments.status, 'confirmed'),
          ne(appointments.clientEmail, ''),
          isNull(column),
          lte(appointments.startsAt, new Date(now.getTime() + before)),
          gt(appointments.startsAt, new Date(now.getTime() + until)),
          sql`coalesce(${appointments.confirmedAt}, ${appointments.created}) <= ${appointments.startsAt} - make_interval(secs => ${before / 1000})`,
        ),
      )
      .returning({ id: appointments.id });
    for (const { id } of claimed) await queueVisitorMail(outbox, tx, id, kind);
    return claimed.map((row) => row.id);
  });
}

/**
 * The reminder sweep, run once a minute by the job queue's cron (jobs/job-queue.ts): queues
 * every reminder due at `now`; answers the visits reminded, by kind (tests pass a fake `now`).
 */
export async function sendDueReminders(db: Db, outbox: Outbox, now = new Date()) {
  return {
    reminder24h: await claimReminders(db, outbox, 'reminder24h', now),
    reminder2h: await claimReminders(db, outbox, 'reminder2h', now),
  };
}
