import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
// @ts-expect-error: a plain script of the package, untyped.
import { buildApi } from '../../scripts/build.mjs';

const apiDir = join(import.meta.dirname, '../..');
/**
 * The API bundled as `pnpm build` bundles it: a process that starts in a second, not in the ten
 * a TypeScript loader takes on a busy machine.
 */
const bundle = join(apiDir, 'node_modules/.cache/api-process/main.js');

/** Builds the bundle the processes run (once per test file). */
export const buildApiProcess = () => buildApi(bundle);

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface ApiProcess {
  child: ChildProcess;
  url: URL;
  /** Its DATA_DIR (its mail folder is `mail/` in it). */
  dataDir: string;
}

/** An API process of its own on `env` (DATABASE_URL…), once it says it is listening. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-process-'));
  const child = spawn(process.execPath, [bundle], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      // The demo lessons' streams are the pipeline's business, not these tests': no ffmpeg here.
      DEMO_VIDEOS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The server's own signal: its "listening" log line, with the address it got.
  for await (const line of createInterface({ input: child.stdout as NodeJS.ReadableStream })) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; url?: string };
    if (entry.msg === 'listening' && entry.url) return { child, url: new URL(entry.url), dataDir };
  }
  throw new Error('the API exited before listening');
}
