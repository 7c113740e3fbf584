import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config';

const SECRET_FILE = 'signing-secret';
const perProcess = new WeakMap<Config, string>();
const perFolder = new Map<string, string>();

/**
 * Reads DATA_DIR/signing-secret, or creates it once with a random key ('wx': when two processes
 * start together, the second reads the file the first wrote).
 */
function folderSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new Error(`${file} holds no usable key: delete it or set SIGNING_SECRET`);
  return secret;
}

/**
 * The key of signed links: SIGNING_SECRET, else a random key kept in the data folder (so links
 * outlive a restart), else (in-memory test databases) a random key per app.
 */
export function signingSecret(config: Config): string {
  if (config.signingSecret) return config.signingSecret;
  const memory = config.dataDir === 'memory://';
  const known = memory ? perProcess.get(config) : perFolder.get(config.dataDir);
  if (known) return known;
  if (memory) {
    const secret = randomBytes(32).toString('base64url');
    perProcess.set(config, secret);
    return secret;
  }
  const secret = folderSecret(config.dataDir);
  perFolder.set(config.dataDir, secret);
  return secret;
}

/** HMAC-SHA256 of `message` under the server's key, base64url (43 characters). */
export function sign(config: Config, message: string): string {
  return createHmac('sha256', signingSecret(config)).update(message).digest('base64url');
}

/** Whether `signature` is the signature of `message`, compared in constant time. */
export function hasValidSignature(config: Config, message: string, signature: string): boolean {
  const expected = Buffer.from(sign(config, message));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
