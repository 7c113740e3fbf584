import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { hasValidSignature, sign, signingSecret } from './signing';

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

describe('signed links', () => {
  it('uses SIGNING_SECRET, refusing a short one', () => {
    const secret = 'a-secret-of-at-least-thirty-two-characters';
    expect(signingSecret(loadConfig({ SIGNING_SECRET: secret }))).toBe(secret);
    expect(() => loadConfig({ SIGNING_SECRET: 'short' })).toThrow(/SIGNING_SECRET/);
  });

  it('keeps a random key in DATA_DIR, so links outlive a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'academy-signing-'));
    folders.push(dir);
    const data = join(dir, 'data');
    const first = sign(loadConfig({ DATA_DIR: data }), 'message');
    const file = join(data, 'signing-secret');
    expect((await readFile(file, 'utf8')).length).toBeGreaterThanOrEqual(32);
    expect((await stat(file)).mode & 0o077).toBe(0);
    expect(hasValidSignature(loadConfig({ DATA_DIR: data }), 'message', first)).toBe(true);
  });

  it('gives in-memory apps a key of their own and checks signatures exactly', () => {
    const a = loadConfig({ DATA_DIR: 'memory://' });
    const b = loadConfig({ DATA_DIR: 'memory://' });
    const signature = sign(a, 'visit-cancel:1');
    expect(signature).toMatch(/^[\w-]{43}$/);
    expect(hasValidSignature(a, 'visit-cancel:1', signature)).toBe(true);
    expect(hasValidSignature(a, 'visit-cancel:2', signature)).toBe(false);
    expect(hasValidSignature(a, 'visit-cancel:1', signature.slice(1))).toBe(false);
    expect(hasValidSignature(b, 'visit-cancel:1', signature)).toBe(false);
  });
});
