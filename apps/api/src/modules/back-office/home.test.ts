import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactRequests, orders, users } from '../../db/schema';
import { auditLines } from '../../test/audit';
import { json, send } from '../../test/helpers';
import { createStaffTestApp } from '../../test/staff';

let ctx: Awaited<ReturnType<typeof createStaffTestApp>>['ctx'];
let tokens: Record<'admin' | 'manager' | 'editor', string>;
let studentId = 0;

beforeAll(async () => {
  ({ ctx, tokens, studentId } = await createStaffTestApp(['admin', 'manager', 'editor']));
});
afterAll(() => ctx.database.close());

interface Counts {
  pending_accounts: number;
  orders_to_ship: number;
  new_requests: number;
  failed_jobs: number;
}
const counts = (token = tokens.manager) =>
  json<Counts>(send(ctx.app, 'GET', '/admin/home/counts/', { token }));

let serial = 0;
const anOrder = (fields: Partial<typeof orders.$inferInsert>) => ({
  userId: studentId,
  kind: 'shop',
  status: 'paid',
  market: 'md',
  currency: 'MDL',
  paymentType: 'cash',
  subtotal: 100,
  total: 100,
  paidAt: new Date(),
  ...fields,
});

/** A video job that fails at once (its queue has no retries), as a broken source does. */
async function failAVideoJob(videoId: number) {
  await ctx.jobs.video(ctx.database.db, { videoId });
  await ctx.jobs.drainVideos(async () => {
    throw new Error(`ffmpeg: no video stream in ${videoId}`);
  });
}

describe('the staff home', () => {
  it('opens for every staff role, with their own latest writes', async () => {
    const [editor] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'editor@academy.demo'));
    await ctx.database.db.insert(auditLog).values({
      actorId: editor?.id ?? 0,
      action: 'course.update',
      entity: 'course',
      entityId: 1,
      before: { title: 'Old' },
      after: { title: 'New' },
    });
    const home = await json<{ role: string; name: string; recent: { action: string }[] }>(
      send(ctx.app, 'GET', '/admin/home/', { token: tokens.editor }),
    );
    expect(home.role).toBe('editor');
    expect(home.name).not.toBe('');
    expect(home.recent.map((entry) => entry.action)).toEqual(['course.update']);
    const manager = await send(ctx.app, 'GET', '/admin/home/', { token: tokens.manager });
    expect(manager.status).toBe(200);
  });

  it('keeps the operations figures from an editor', async () => {
    for (const path of ['/admin/home/counts/', '/admin/home/revenue/', '/admin/jobs/failed/'])
      expect((await send(ctx.app, 'GET', path, { token: tokens.editor })).status).toBe(403);
  });

  it('counts what needs action, each as its list filters it', async () => {
    const before = await counts();
    serial++;
    await ctx.database.db.insert(users).values([
      {
        username: `pending${serial}@example.com`,
        email: `pending${serial}@example.com`,
        passwordHash: 'x',
      },
      // Declined: reviewed, so no longer waiting; active: not pending.
      {
        username: `declined${serial}@example.com`,
        email: `declined${serial}@example.com`,
        passwordHash: 'x',
        reviewedAt: new Date(),
      },
      {
        username: `active${serial}@example.com`,
        email: `active${serial}@example.com`,
        passwordHash: 'x',
        isActive: true,
      },
    ]);
    await ctx.database.db
      .insert(orders)
      .values([
        anOrder({}),
        anOrder({}),
        anOrder({ kind: 'course', market: 'eu', currency: 'EUR' }),
        anOrder({ status: 'shipped' }),
        anOrder({ status: 'pending', paidAt: null }),
      ]);
    await ctx.database.db.insert(contactRequests).values([
      { name: 'Ana', contactData: 'ana@example.com', country: 'Moldova' },
      { name: 'Ion', contactData: 'ion@example.com', country: 'Moldova', handledAt: new Date() },
    ]);
    await failAVideoJob(9001);
    expect(await counts()).toEqual({
      pending_accounts: before.pending_accounts + 1,
      orders_to_ship: before.orders_to_ship + 2,
      new_requests: before.new_requests + 1,
      failed_jobs: before.failed_jobs + 1,
    });
    expect(await counts(tokens.admin)).toEqual(await counts());
  });
});

describe('the failed jobs', () => {
  it('lists a job that gave up, and runs it again when retried, auditing the retry', async () => {
    await failAVideoJob(9002);
    const page = await json<{
      count: number;
      results: { id: string; queue: string; error: string; summary: string; attempts: number }[];
    }>(send(ctx.app, 'GET', '/admin/jobs/failed/?page_size=1', { token: tokens.manager }));
    expect(page.count).toBeGreaterThanOrEqual(1);
    const [job] = page.results;
    expect(job).toMatchObject({ queue: 'video', attempts: 1, summary: '{"videoId":9002}' });
    expect(job?.error).toContain('no video stream in 9002');

    const retried = await send(ctx.app, 'POST', '/admin/jobs/retry/', {
      token: tokens.manager,
      body: { queue: 'video', id: job?.id },
    });
    expect(retried.status).toBe(200);
    const ran: number[] = [];
    expect(await ctx.jobs.drainVideos(async (data) => void ran.push(data.videoId))).toBe(1);
    expect(ran).toEqual([9002]);
    const left = await json<{ results: { id: string }[] }>(
      send(ctx.app, 'GET', '/admin/jobs/failed/', { token: tokens.manager }),
    );
    expect(left.results.map((failed) => failed.id)).not.toContain(job?.id);

    const [entry] = await auditLines(ctx.database.db, { action: 'job.retry' });
    expect(entry).toMatchObject({
      entity: 'job',
      before: { queue: 'video', id: job?.id, state: 'failed' },
      after: { queue: 'video', id: job?.id, state: 'retry' },
    });
  });

  it('answers 404 for a job that is not failed, or not in that queue, and 400 for a bad id', async () => {
    await failAVideoJob(9003);
    const [job] = (await ctx.jobs.failed()).filter((failed) => failed.queue === 'video');
    const retry = (body: unknown) =>
      send(ctx.app, 'POST', '/admin/jobs/retry/', { token: tokens.admin, body });
    expect((await retry({ queue: 'mail', id: job?.id })).status).toBe(404);
    expect((await retry({ queue: 'video', id: crypto.randomUUID() })).status).toBe(404);
    expect((await retry({ queue: 'video', id: '12' })).status).toBe(400);
    expect((await retry({ queue: 'video', id: job?.id })).status).toBe(200);
    expect((await retry({ queue: 'video', id: job?.id })).status).toBe(404);
  });
});
