import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { silentLogger } from '../lib/logger';
import type { MailJob } from '../lib/outbox';
import { courierOrderBody } from '../test/buyers';
import { DEMO, json, login, send } from '../test/helpers';
import { createTestApp, TEST_JOB_OPTIONS } from '../test/test-app';
import { JobQueue } from './job-queue';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.database.close());

const message = (to: string): MailJob => ({
  kind: 'message',
  message: { to, subject: 'Test', text: 'Hello' },
});
const queued = async () => {
  const { rows } = await ctx.database.executeSql(
    "SELECT data FROM pgboss.job WHERE name = 'mail' AND state = 'created'",
  );
  return (rows as { data: MailJob }[]).map((row) => row.data);
};

describe('the outbox', () => {
  it('queues a mail with the change that causes it, and never for a change rolled back', async () => {
    await ctx.sendQueuedMail();
    await ctx.database.db.transaction(async (tx) => ctx.jobs.mail(tx, message('kept@example.com')));
    await ctx.database.db
      .transaction(async (tx) => {
        await ctx.jobs.mail(tx, message('dropped@example.com'));
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect((await queued()).map((job) => job.kind === 'message' && job.message.to)).toEqual([
      'kept@example.com',
    ]);
    await ctx.sendQueuedMail();
  });

  it('leaves no mail behind a refused order, and one for a placed one', async () => {
    const token = await login(ctx.app, DEMO.student);
    const order = (cnt: number) =>
      send(ctx.app, 'POST', '/ro/orders/', {
        token,
        body: courierOrderBody([{ id: 1, cnt }], 'cash', 'irina.outbox@example.com'),
      });
    await ctx.sendQueuedMail();
    const [product] = await ctx.database.db.select().from(products).where(eq(products.id, 1));
    expect((await order((product?.stock ?? 0) + 1)).status).toBe(409);
    expect(await queued()).toEqual([]);
    const placed = await json<{ id: number }>(order(1));
    expect(await queued()).toEqual([{ kind: 'order-confirmation', orderId: placed.id }]);
    expect(await ctx.sendQueuedMail()).toBe(1);
    expect(ctx.services.mailer.outbox.at(-1)?.to).toBe('irina.outbox@example.com');
  });

  it('sends each mail once however many workers take from the queue', async () => {
    await ctx.sendQueuedMail();
    const workers = await Promise.all(
      [1, 2, 3].map(() => JobQueue.open(ctx.database, silentLogger, TEST_JOB_OPTIONS)),
    );
    for (let i = 0; i < 30; i++) await ctx.jobs.mail(ctx.database.db, message(`m${i}@example.com`));
    const sent: string[] = [];
    const deliver = async (job: MailJob) => {
      if (job.kind === 'message') sent.push(job.message.to);
    };
    const ran = await Promise.all(workers.map((worker) => worker.drainMail(deliver)));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(30);
    expect(new Set(sent).size).toBe(30);
    expect(sent).toHaveLength(30);
    await Promise.all(workers.map((worker) => worker.stop()));
  });

  it('keeps a mail that kept failing for staff to see, and sends it when retried', async () => {
    await ctx.sendQueuedMail();
    await ctx.jobs.mail(ctx.database.db, message('bounce@example.com'));
    const refuse = async () => {
      throw new Error('550 mailbox unavailable');
    };
    // The first try and two retries (the test queue's limit), each after a longer delay; the
    // test moves the queue's clock on instead of waiting (start_after is when a retry is due; a
    // second back, as PGlite's clock ticks in milliseconds).
    const delays: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await ctx.jobs.drainMail(refuse)).toBe(1);
      expect(await ctx.jobs.drainMail(refuse)).toBe(0); // not before its delay
      const { rows } = await ctx.database.executeSql(
        `WITH due AS (
           SELECT id, start_after - now() AS wait FROM pgboss.job
            WHERE name = 'mail' AND state = 'retry')
         UPDATE pgboss.job SET start_after = now() - interval '1 second' FROM due WHERE pgboss.job.id = due.id
         RETURNING extract(epoch from due.wait) AS wait`,
      );
      delays.push(Number((rows[0] as { wait?: number } | undefined)?.wait ?? 0));
    }
    expect(delays[1]).toBeGreaterThan(delays[0] ?? 0);
    const [failed] = await ctx.jobs.failed();
    expect(failed).toMatchObject({
      queue: 'mail',
      attempts: 3,
      data: message('bounce@example.com'),
    });
    expect(failed?.error).toContain('550 mailbox unavailable');
    await ctx.jobs.retry('mail', [failed?.id ?? '']);
    const sent: string[] = [];
    await ctx.jobs.drainMail(async (job) => {
      if (job.kind === 'message') sent.push(job.message.to);
    });
    expect(sent).toEqual(['bounce@example.com']);
    expect(await ctx.jobs.failed()).toEqual([]);
  });
});
