import { randomUUID } from 'node:crypto';
import { send } from '../../test/helpers';
import type { createTestApp } from '../../test/test-app';

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

/** A unique suffix, so that tests sharing one database do not meet each other's records. */
export const tag = () => randomUUID().slice(0, 8);

/** A JSON call of the back office with a staff token; the answer's status and body. */
export async function staffCall(
  ctx: Ctx,
  token: string,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await send(ctx.app, method, path, { token, body });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}
