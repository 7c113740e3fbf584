import { STAFF_ROLES, type StaffRole } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, login } from './test/helpers';
import { createTestApp } from './test/test-app';

/**
 * Every back-office operation of the OpenAPI document (those with `x-roles`), called as a
 * visitor, a student, each staff role without the right and each with it: 401, 403, 403, and
 * anything but 401/403. The calls carry no body, so a write the role may make is refused by
 * its validation (400) or finds no record (404), never carried out.
 */
let ctx: Awaited<ReturnType<typeof createTestApp>>;
const tokens = {} as Record<StaffRole | 'student', string>;

beforeAll(async () => {
  ctx = await createTestApp({ DEMO_VIDEOS: '0' });
  tokens.student = await login(ctx.app, DEMO.student);
  for (const role of STAFF_ROLES) tokens[role] = await login(ctx.app, `${role}@academy.demo`);
});
afterAll(() => ctx.database.close());

interface Operation {
  method: string;
  path: string;
  roles: StaffRole[];
}

async function staffOperations(): Promise<Operation[]> {
  const document = (await (await ctx.app.request('/openapi.json')).json()) as {
    paths: Record<string, Record<string, { 'x-roles'?: StaffRole[] }>>;
  };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) =>
      operation['x-roles'] ? [{ method, path, roles: operation['x-roles'] }] : [],
    ),
  );
}

/** A concrete URL of an OpenAPI path: a language for `{lang}`, 1 for any id. */
const urlOf = (path: string) =>
  path
    .replace(/\{lang\}/g, 'ro')
    .replace(/\{code\}/g, 'X')
    .replace(/\{\w+\}/g, '1');

async function statusOf(operation: Operation, token: string | null): Promise<number> {
  const response = await ctx.app.request(urlOf(operation.path), {
    method: operation.method.toUpperCase(),
    headers: {
      ...(token && { authorization: `Token ${token}` }),
      'Tus-Resumable': '1.0.0',
    },
  });
  return response.status;
}

describe('the back office checks the role of every operation on the server', () => {
  it('lists its operations in the OpenAPI document', async () => {
    const operations = await staffOperations();
    expect(operations.length).toBeGreaterThan(3);
    for (const { roles } of operations) expect(roles.length).toBeGreaterThan(0);
  });

  it('answers 401 without a token, 403 to a student and to a role without the right', async () => {
    const refused: string[] = [];
    for (const operation of await staffOperations()) {
      const name = `${operation.method} ${operation.path}`;
      if ((await statusOf(operation, null)) !== 401) refused.push(`${name}: visitor`);
      if ((await statusOf(operation, tokens.student)) !== 403) refused.push(`${name}: student`);
      for (const role of STAFF_ROLES.filter((r) => !operation.roles.includes(r)))
        if ((await statusOf(operation, tokens[role])) !== 403) refused.push(`${name}: ${role}`);
    }
    expect(refused).toEqual([]);
  });

  it('lets each right role past the guard', async () => {
    const blocked: string[] = [];
    for (const operation of await staffOperations())
      for (const role of operation.roles) {
        const status = await statusOf(operation, tokens[role]);
        if (status === 401 || status === 403)
          blocked.push(`${operation.method} ${operation.path}: ${role} got ${status}`);
      }
    expect(blocked).toEqual([]);
  });
});
