import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp } from '../test/test-app';
import {
  ADMIN_HANDLE_FILE,
  ADMIN_PATH,
  type AdminHandle,
  inServer,
  openAdminEndpoint,
  runningServer,
} from './admin-endpoint';

/**
 * The staff command while the server runs on the embedded database: the server's endpoint, and
 * the command's side that finds it through DATA_DIR and sends it the arguments.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const dataDir = mkdtempSync(join(tmpdir(), 'academy-admin-'));
let endpoint: Awaited<ReturnType<typeof openAdminEndpoint>>;
let stop: () => void;
let url = '';
beforeAll(async () => {
  ctx = await createTestApp();
  const app = new Hono();
  // As main.ts: the route exists before the handle does.
  app.post(ADMIN_PATH, (c) => endpoint.handler(c));
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stop = () => server.close();
  const deps = { db: ctx.database.db, services: ctx.services, jobs: ctx.jobs };
  endpoint = await openAdminEndpoint(deps, dataDir, url);
});
afterAll(async () => {
  stop();
  await ctx.database.close();
});

const handleFile = join(dataDir, ADMIN_HANDLE_FILE);

describe('staff commands inside the running server', () => {
  it('leaves a handle only the server’s user can read', () => {
    expect(statSync(handleFile).mode & 0o777).toBe(0o600);
    const handle = JSON.parse(readFileSync(handleFile, 'utf8')) as AdminHandle;
    expect(handle).toMatchObject({ url, pid: process.pid });
    expect(handle.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it('runs a command sent with the handle’s token, as the command would here', async () => {
    const email = 'pending.admin@example.com';
    await ctx.database.db
      .update(users)
      .set({ isActive: false })
      .where(eq(users.username, 'student.md@academy.demo'));
    const handle = runningServer(dataDir);
    expect(handle?.url).toBe(url);
    const done = await inServer(handle as AdminHandle, ['activate', 'student.md@academy.demo']);
    expect(done).toEqual({ lines: ['activated student.md@academy.demo'], code: 0 });
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'student.md@academy.demo'));
    expect(user?.isActive).toBe(true);
    expect(await inServer(handle as AdminHandle, ['activate', email])).toEqual({
      lines: [`no account ${email}`],
      code: 1,
    });
    expect((await inServer(handle as AdminHandle, ['bogus'])).code).toBe(2);
  });

  it('answers 404 to anyone without the token', async () => {
    for (const authorization of ['', 'Bearer x', `Bearer ${'0'.repeat(64)}`]) {
      const res = await fetch(`${url}${ADMIN_PATH}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ args: ['jobs', 'failed'] }),
      });
      expect(res.status).toBe(404);
    }
  });

  it('takes its handle away when it stops; a handle of a dead process is ignored', async () => {
    await endpoint.close();
    expect(existsSync(handleFile)).toBe(false);
    expect(runningServer(dataDir)).toBeNull();
    // Left by a server that was killed: its process is gone, the command opens the database.
    const dead: AdminHandle = { url, token: 'f'.repeat(64), pid: 2 ** 22 + 1 };
    writeFileSync(handleFile, JSON.stringify(dead));
    expect(runningServer(dataDir)).toBeNull();
  });
});
