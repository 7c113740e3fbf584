import { certificateSchema, orderSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, buildApiProcess, startApiProcess } from './test/api-process';
import { createBuyer, orderBody } from './test/buyers';
import { DEMO, DEMO_PASSWORD, FILES, json } from './test/helpers';
import { readMailFolder } from './test/mail-folder';
import { startS3Server } from './test/s3-server';
import { createTestApp } from './test/test-app';

/**
 * Three API processes on one PostgreSQL and one S3 bucket (s3rver), as an operator runs them
 * behind a proxy, the test talking to each directly. Their caches keep answers a minute, so only
 * what they share can make them agree: the database's rate limits, queue and NOTIFY, the bucket.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let s3: Awaited<ReturnType<typeof startS3Server>>;
let processes: ApiProcess[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
  s3 = await startS3Server();
  await buildApiProcess();
  const env = {
    DATABASE_URL: ctx.databaseUrl ?? '',
    CACHE_TTL_MS: '60000',
    RATE_LIMIT_MAX: '1000',
    ...s3.env,
  };
  processes = await Promise.all([1, 2, 3].map(() => startApiProcess(env)));
}, 60_000);
afterAll(async () => {
  for (const { child } of processes) child.kill('SIGTERM');
  await s3.close();
  await ctx.database.close();
});

/** A call to the `n`th process. */
function call(n: number, path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('authorization', `Token ${token}`);
  if (typeof rest.body === 'string') headers.set('content-type', 'application/json');
  return fetch(new URL(path.slice(1), processes[n]?.url), { ...rest, headers });
}
const login = async (n: number, username: string, password = DEMO_PASSWORD) =>
  call(n, '/auth/token/login/', { method: 'POST', body: JSON.stringify({ username, password }) });
const within = { timeout: 1000, interval: 50 };

describe('three API processes on one PostgreSQL', () => {
  it('count password guessing against one account across all three', async () => {
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await login(i % 3, DEMO.client, 'wrong-guess')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 429, 429, 429, 429, 429, 429]);
    expect((await login(1, DEMO.client)).status).toBe(429);
  });

  it('serve an upload made through one from another', async () => {
    const { auth_token: token } = await json<{ auth_token: string }>(login(0, DEMO.specialist));
    const me = await json<{ profile_id: number }>(call(0, '/auth/users/me/', { token }));
    const form = new FormData();
    form.append('user_profile_id', String(me.profile_id));
    form.append('image', FILES.png());
    form.append('show', 'false');
    form.append('for_completing_the_course', 'false');
    const created = await call(0, '/accounts/certificates_and_diplomas/', {
      method: 'POST',
      body: form,
      token,
    });
    expect(created.status).toBe(201);
    const { image } = certificateSchema.parse(await created.json());
    const served = await call(2, image, { redirect: 'follow' });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      Buffer.from(await FILES.png().arrayBuffer()),
    );
  });

  it('show an edit made on one in the others’ cached answers within a second', async () => {
    const { auth_token: token } = await json<{ auth_token: string }>(login(0, DEMO.specialist));
    const me = await json<{ id: number; profile_id: number }>(
      call(0, '/auth/users/me/', { token }),
    );
    const nameOn = async (n: number) =>
      (await json<{ profile: { name: string } }>(call(n, `/ro/accounts/users/${me.id}/`))).profile
        .name;
    const before = await nameOn(1);
    expect(await nameOn(2)).toBe(before); // both now keep it for a minute
    const form = new FormData();
    form.append('name', 'Renamed On Process One');
    const saved = await call(0, `/ro/accounts/user_profile/${me.profile_id}/`, {
      method: 'PATCH',
      body: form,
      token,
    });
    expect(saved.status).toBe(200);
    for (const n of [1, 2])
      await expect.poll(() => nameOn(n), within).toBe('Renamed On Process One');
  });

  it('send a mail queued on one exactly once, whichever process takes it', async () => {
    const buyer = await createBuyer(ctx.database.db, 'multi');
    const email = `multi.${Date.now()}@example.com`;
    const placed = await call(0, '/ro/orders/', {
      method: 'POST',
      body: JSON.stringify({ ...orderBody([{ id: 3, cnt: 1 }], 'cash'), email }),
      token: buyer.token,
    });
    expect(placed.status).toBe(201);
    const { id } = orderSchema.parse(await placed.json());
    // Done once the queue marks its one job completed; then every folder is counted.
    await expect
      .poll(
        async () => {
          const { rows } = await ctx.database.executeSql(
            "SELECT state FROM pgboss.job WHERE name = 'mail' AND data->>'orderId' = $1",
            [String(id)],
          );
          return rows;
        },
        { timeout: 10_000, interval: 100 },
      )
      .toEqual([{ state: 'completed' }]);
    const mails = (await Promise.all(processes.map((p) => readMailFolder(p.dataDir)))).flat();
    expect(mails.filter((mail) => mail.to.includes(email))).toHaveLength(1);
  });
});
