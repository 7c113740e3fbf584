import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The drizzle-kit migrations folder (apps/api/drizzle), found by walking up from this module,
 * so that it is found from src/ (tsx, vitest) and from the bundled dist/ alike.
 */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('drizzle migrations folder not found');
    dir = parent;
  }
}
