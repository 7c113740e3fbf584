import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let adminToken = '';
const ids: Record<string, number> = {};

interface Entry {
  id: number;
  action: string;
  entity: string;
  entity_id: number;
  actor: { id: number; name: string; email: string } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created: string;
}
interface AuditAnswer {
  count: number;
  results: Entry[];
}

beforeAll(async () => {
  ctx = await createTestApp({ DEMO_VIDEOS: '0' });
  adminToken = await login(ctx.app, 'admin@academy.demo');
  const staff = await ctx.database.db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['admin@academy.demo', 'manager@academy.demo']));
  for (const { id, username } of staff) ids[username.split('@')[0] ?? ''] = id;
  const db = ctx.database.db;
  // The log as areas write it, plus two older entries for the date range.
  await recordAudit(db, {
    actorId: ids.manager ?? 0,
    action: 'order.ship',
    entity: 'order',
    entityId: 41,
    before: { status: 'paid', tracking_number: '' },
    after: { status: 'shipped', tracking_number: 'RR123' },
  });
  await recordAudit(db, {
    actorId: ids.manager ?? 0,
    action: 'account.activate',
    entity: 'user',
    entityId: 7,
    before: { is_active: false },
    after: { is_active: true },
  });
  await recordAudit(db, {
    actorId: ids.admin ?? 0,
    action: 'order.cancel',
    entity: 'order',
    entityId: 42,
    before: { status: 'paid' },
    after: { status: 'cancelled' },
  });
  await db.insert(auditLog).values([
    {
      actorId: ids.admin ?? 0,
      action: 'promo.create',
      entity: 'promo_code',
      entityId: 3,
      after: { code: 'SPRING' },
      created: new Date('2026-01-10T12:00:00Z'),
    },
    {
      actorId: ids.admin ?? 0,
      action: 'promo.disable',
      entity: 'promo_code',
      entityId: 3,
      before: { disabled: false },
      after: { disabled: true },
      created: new Date('2026-01-12T23:59:00Z'),
    },
  ]);
});
afterAll(() => ctx.database.close());

const audit = (query = '', token = adminToken) =>
  send(ctx.app, 'GET', `/admin/audit/${query}`, { token });
const actions = async (query: string) =>
  (await json<AuditAnswer>(audit(query))).results.map((entry) => entry.action);

describe('the audit log', () => {
  it('lists every write newest first, with the actor, the record and before → after', async () => {
    const page = await json<AuditAnswer>(audit('?page_size=3'));
    expect(page.count).toBeGreaterThanOrEqual(5);
    expect(page.results.map((entry) => entry.action)).toEqual([
      'order.cancel',
      'account.activate',
      'order.ship',
    ]);
    expect(page.results[2]).toMatchObject({
      entity: 'order',
      entity_id: 41,
      actor: { id: ids.manager, email: 'manager@academy.demo' },
      before: { status: 'paid', tracking_number: '' },
      after: { status: 'shipped', tracking_number: 'RR123' },
    });
    expect(page.results[2]?.actor?.name).not.toBe('');
    const second = await json<AuditAnswer>(audit('?page_size=3&page=2'));
    expect(second.results.map((entry) => entry.action).slice(0, 2)).toEqual([
      'promo.disable',
      'promo.create',
    ]);
  });

  it('filters by actor (id, e-mail or name), entity, entity id, action or area, and days', async () => {
    expect(await actions(`?actor=${ids.manager}`)).toEqual(['account.activate', 'order.ship']);
    expect(await actions('?actor=MANAGER@academy')).toEqual(['account.activate', 'order.ship']);
    expect(await actions('?entity=order')).toEqual(['order.cancel', 'order.ship']);
    expect(await actions('?entity=order&entity_id=41')).toEqual(['order.ship']);
    expect(await actions('?action=promo')).toEqual(['promo.disable', 'promo.create']);
    expect(await actions('?action=promo.create')).toEqual(['promo.create']);
    // An area is a literal prefix: a LIKE wildcard typed in it matches nothing.
    expect(await actions('?action=pro_o')).toEqual([]);
    expect(await actions('?action=%25')).toEqual([]);
    expect(await actions('?from=2026-01-10&to=2026-01-11')).toEqual(['promo.create']);
    // `to` takes its whole day (UTC).
    expect(await actions('?from=2026-01-11&to=2026-01-12')).toEqual(['promo.disable']);
    expect(await actions('?actor=nobody%25')).toEqual([]);
  });

  it('refuses a range that ends before it starts, and everyone but the admin', async () => {
    const refused = await audit('?from=2026-02-01&to=2026-01-01');
    expect(refused.status).toBe(400);
    expect(await json(refused)).toHaveProperty('to');
    const manager = await login(ctx.app, 'manager@academy.demo');
    expect((await audit('', manager)).status).toBe(403);
    expect((await audit('', '')).status).toBe(401);
  });

  it('keeps an entry when its actor is gone', async () => {
    await ctx.database.db
      .insert(auditLog)
      .values({ actorId: null, action: 'order.refund', entity: 'order', entityId: 43 });
    const [entry] = (await json<AuditAnswer>(audit('?entity_id=43'))).results;
    expect(entry).toMatchObject({ actor: null, action: 'order.refund', before: null, after: null });
    await ctx.database.db.delete(auditLog).where(eq(auditLog.entityId, 43));
  });
});
