import { fieldErrorsSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeRegistry } from './lib/route';
import { DEMO, json, login, send } from './test/helpers';
import { createTestApp } from './test/test-app';

/**
 * Bad input on every route that takes input: missing fields, wrong types, huge strings, broken
 * JSON, absurd ids. No answer may be a 500; every error is `{detail}` or field errors.
 */
const errorShape = z.union([
  z.object({ detail: z.string() }).loose(),
  fieldErrorsSchema.refine((v) => Object.keys(v).length > 0),
]);

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let student: string;
let specialist: string;
let outside: string;
beforeAll(async () => {
  ctx = await createTestApp();
  [student, specialist, outside] = await Promise.all([
    login(ctx.app, DEMO.student),
    login(ctx.app, DEMO.specialist),
    login(ctx.app, DEMO.outside),
  ]);
});
afterAll(() => ctx.database.close());

const routes = [...routeRegistry.entries()].map(([key, spec]) => ({
  method: key.slice(0, key.indexOf(' ')).toUpperCase(),
  pattern: key.slice(key.indexOf(' ') + 1),
  spec,
}));
const fill = (pattern: string, id: string | number = 1) =>
  pattern.replace('{lang}', 'ro').replace(/\{\w+\}/g, String(id));

/** Field names of a schema, from its JSON Schema (the same one OpenAPI shows). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: object;
  };
  return Object.keys(json.properties ?? {});
}

async function expectClean(res: Response, label: string) {
  expect(res.status, label).not.toBe(500);
  expect(res.status, label).toBeLessThan(500);
  // A HEAD answer has no body to look at (Hono drops it), only its status.
  if (res.status >= 400 && res.body !== null) {
    const body = await res.json();
    expect(
      errorShape.safeParse(body).success,
      `${label}: ${JSON.stringify(body).slice(0, 200)}`,
    ).toBe(true);
  }
}

const HUGE = 'x'.repeat(100_000);
const WRONG_TYPES = [
  { nested: { deep: true } },
  [1, 2],
  -1,
  1e308,
  2 ** 53,
  true,
  null,
  '',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'a\u0000b',
  '0000-01-01',
  '9999-99-99',
  '00:00',
];

describe('bodies', () => {
  const withBody = routes.filter((r) => r.spec.body);

  it.each(withBody.map((r) => [`${r.method} ${r.pattern}`, r] as const))('%s', async (_, r) => {
    const token =
      r.pattern.startsWith('/cabinet') ||
      r.pattern.includes('slide') ||
      r.pattern.includes('certificates') ||
      r.pattern.includes('user_profile')
        ? specialist
        : student;
    const path = fill(r.pattern, 1);
    const multipart = r.spec.bodyType === 'multipart';
    const fields = fieldsOf(r.spec.body);
    expect(fields.length, 'schema has fields').toBeGreaterThan(0);
    const attempts: { label: string; body?: unknown; raw?: string; form?: FormData }[] = [
      { label: 'empty object', body: {} },
      { label: 'array', body: [] },
      { label: 'broken JSON', raw: '{"a": ' },
      { label: 'a string', raw: '"hello"' },
      { label: 'huge strings', body: Object.fromEntries(fields.map((f) => [f, HUGE])) },
      ...WRONG_TYPES.map((value) => ({
        label: `every field = ${JSON.stringify(value)}`,
        body: Object.fromEntries(fields.map((f) => [f, value])),
      })),
    ];
    if (multipart) {
      const empty = new FormData();
      const huge = new FormData();
      for (const f of fields) huge.append(f, HUGE);
      const wrong = new FormData();
      for (const f of fields) wrong.append(f, 'NaN');
      attempts.push(
        { label: 'empty form', form: empty },
        { label: 'huge form', form: huge },
        { label: 'NaN form', form: wrong },
      );
    }
    for (const attempt of attempts) {
      const res = await send(ctx.app, r.method, path, {
        token,
        ...(attempt.body !== undefined ? { body: attempt.body } : {}),
        ...(attempt.raw !== undefined ? { raw: attempt.raw } : {}),
        ...(attempt.form ? { form: attempt.form } : {}),
      });
      await expectClean(res, `${r.method} ${path}: ${attempt.label}`);
      if (['empty object', 'array', 'broken JSON', 'huge strings'].includes(attempt.label)) {
        // Either refused, or (all-optional PATCH bodies) harmless.
        if (attempt.label !== 'empty object')
          expect(res.status, attempt.label).toBeGreaterThanOrEqual(400);
      }
    }
  });
});

describe('queries', () => {
  const withQuery = routes.filter((r) => r.spec.query);

  it.each(withQuery.map((r) => [`${r.method} ${r.pattern}`, r] as const))('%s', async (_, r) => {
    for (const field of fieldsOf(r.spec.query)) {
      for (const value of [
        'abc',
        '-1',
        '0',
        '1e999',
        '99999999999999999999',
        HUGE.slice(0, 5000),
        '1,2;drop table users',
        'a\u0000b',
        '0000-01-01',
      ]) {
        const res = await send(
          ctx.app,
          r.method,
          `${fill(r.pattern)}?${field}=${encodeURIComponent(value)}`,
          { token: student },
        );
        await expectClean(res, `${r.pattern}?${field}=${value.slice(0, 20)}`);
      }
    }
  });
});

describe('path ids', () => {
  const withId = routes.filter((r) => /\{id\}/.test(r.pattern));

  it.each(withId.map((r) => [`${r.method} ${r.pattern}`, r] as const))('%s', async (_, r) => {
    for (const id of ['0', '-1', 'abc', '99999999999', '2147483648', '1.5', '%00']) {
      const res = await send(
        ctx.app,
        r.method,
        fill(r.pattern, id),
        r.method === 'GET' || r.method === 'HEAD'
          ? { token: student }
          : { token: student, body: {} },
      );
      expect(res.status, id).toBe(404);
      await expectClean(res, `${r.pattern} id=${id}`);
    }
  });
});

describe("another user's records", () => {
  const OWNED = [
    'PATCH /{lang}/accounts/user_profile/{id}/',
    'PATCH /accounts/certificates_and_diplomas/{id}/',
    'DELETE /accounts/certificates_and_diplomas/{id}/',
    'PATCH /accounts/slide_after_before/{id}/',
    'DELETE /accounts/slide_after_before/{id}/',
    'GET /{lang}/courses/access_list/{id}/',
    'PATCH /courses/access_list/{id}/',
    'PATCH /courses/access-course-video/{id}/',
    'GET /orders/{id}/',
    'POST /orders/{id}/pay/',
    'GET /cabinet/appointment/{id}/',
    'PUT /cabinet/appointment/{id}/',
    'POST /cabinet/appointment/{id}/confirm/',
    'POST /cabinet/appointment/{id}/cancel/',
  ];

  it.each(OWNED)('%s answers 404 to a user who owns none of them', async (key) => {
    const [method = 'GET', pattern = ''] = key.split(' ');
    expect(routeRegistry.has(`${method.toLowerCase()} ${pattern}`)).toBe(true);
    const me = await json<{ id: number }>(
      send(ctx.app, 'GET', '/auth/users/me/', { token: outside }),
    );
    const bodies: Record<string, unknown> = {
      PUT: {
        client_name: 'x',
        client_phone: '1',
        time_of_receipt: '10:00',
        date_of_receipt: '2031-01-01',
        doctor: me.id,
      },
      PATCH: { show: true, full_progress: 10, how_many_viewed: 10 },
      POST: {},
    };
    const ownProfileId = (
      await json<{ profile_id: number }>(
        send(ctx.app, 'GET', '/auth/users/me/', { token: outside }),
      )
    ).profile_id;
    for (const id of [1, 2, 3, 4, 5, 6].filter(
      (n) => !(pattern.includes('user_profile') && n === ownProfileId),
    )) {
      const path = fill(pattern, id);
      const res =
        pattern.includes('user_profile') || pattern.includes('slide_after')
          ? await send(ctx.app, method, path, { token: outside, form: new FormData() })
          : await send(
              ctx.app,
              method,
              path,
              method === 'GET'
                ? { token: outside }
                : { token: outside, body: bodies[method] ?? {} },
            );
      expect(res.status, `${method} ${path}`).toBe(404);
      await expectClean(res, path);
    }
  });
});

describe('transport', () => {
  it('refuses a body over the limit with 413 {detail}', async () => {
    const small = ctx.withEnv({ UPLOAD_MAX_BYTES: '1000' });
    const res = await send(small, 'POST', '/get-feedback/', {
      raw: JSON.stringify({ name: 'x'.repeat(400_000) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'Request body too large.' });
  });

  it('answers CORS preflights and sets nosniff on API answers', async () => {
    const res = await ctx.app.request('/auth/token/login/', {
      method: 'OPTIONS',
      headers: { origin: ctx.config.publicUrl, 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ctx.config.publicUrl);
    // A web app on another origin sends its writes' Idempotency-Key.
    expect(res.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
    const faq = await ctx.app.request('/ro/get-faq/');
    expect(faq.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('values the database itself would refuse', () => {
  it('refuses NUL characters and out-of-range dates with 400, not a database error', async () => {
    const me = await json<{ id: number }>(
      send(ctx.app, 'GET', '/auth/users/me/', { token: specialist }),
    );
    const appointment = {
      client_name: 'Lidia',
      client_phone: '+37369777888',
      time_of_receipt: '10:00',
      date_of_receipt: '0000-01-01',
      doctor: me.id,
    };
    for (const body of [
      appointment,
      { ...appointment, date_of_receipt: '2031-01-01', client_name: 'Li\u0000dia' },
    ]) {
      const res = await send(ctx.app, 'POST', '/cabinet/appointment/', { token: specialist, body });
      expect(res.status).toBe(400);
      await expectClean(res, JSON.stringify(body));
    }
    const feedback = await send(ctx.app, 'POST', '/get-feedback/', {
      body: { name: 'Ioana\u0000Pop', contact_data: '+37360000000', country: 'Moldova' },
    });
    expect(feedback.status).toBe(400);
    const query = await send(ctx.app, 'GET', '/cabinet/appointment/?date_from=0000-01-01', {
      token: specialist,
    });
    expect(query.status).toBe(400);
  });
});
