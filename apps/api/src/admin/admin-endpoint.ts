import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Context } from 'hono';
import { z } from 'zod';
import { type AdminDeps, type AdminResult, runAdminCommand } from './run-command';

/** Where the running server tells the admin command how to reach it (DATA_DIR, mode 0600). */
export const ADMIN_HANDLE_FILE = 'admin-handle.json';
/** The path of the endpoint; not under /api, and of no use without the handle's token. */
export const ADMIN_PATH = '/__admin';

export interface AdminHandle {
  url: string;
  token: string;
  pid: number;
}

const requestSchema = z.object({ args: z.array(z.string().max(500)).max(5) });

/**
 * Staff commands inside the running server, for the embedded database (one process per data
 * folder: the command cannot open it while the server runs). The server writes its address and
 * a random 256-bit token to DATA_DIR/admin-handle.json, readable by its own user only; the
 * command sends its arguments with that token and prints the answer. Answers the handler of
 * `POST /__admin` and the function that removes the handle at shutdown.
 */
export async function openAdminEndpoint(deps: AdminDeps, dataDir: string, url: string) {
  const token = randomBytes(32).toString('hex');
  const file = join(dataDir, ADMIN_HANDLE_FILE);
  const handle: AdminHandle = { url, token, pid: process.pid };
  await writeFile(file, JSON.stringify(handle), { mode: 0o600 });
  await chmod(file, 0o600);
  const expected = Buffer.from(`Bearer ${token}`);
  const handler = async (c: Context): Promise<Response> => {
    const given = Buffer.from(c.req.header('authorization') ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return c.json({ detail: 'Not found.' }, 404);
    const parsed = requestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ detail: 'Bad request.' }, 400);
    return c.json(await runAdminCommand(deps, parsed.data.args));
  };
  return { handler, close: () => rm(file, { force: true }) };
}

/** The running server's handle in DATA_DIR, when there is one and its process lives. */
export function runningServer(dataDir: string): AdminHandle | null {
  const file = join(dataDir, ADMIN_HANDLE_FILE);
  if (!existsSync(file)) return null;
  const handle = JSON.parse(readFileSync(file, 'utf8')) as AdminHandle;
  try {
    process.kill(handle.pid, 0);
    return handle;
  } catch {
    return null; // a handle left by a server that died
  }
}

export async function inServer(handle: AdminHandle, args: string[]): Promise<AdminResult> {
  const response = await fetch(new URL(ADMIN_PATH, handle.url), {
    method: 'POST',
    headers: { authorization: `Bearer ${handle.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ args }),
  });
  if (!response.ok) throw new Error(`the server refused the command (${response.status})`);
  return (await response.json()) as AdminResult;
}
