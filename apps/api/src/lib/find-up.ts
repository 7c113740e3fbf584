import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder `name` (holding `marker`) in this module's folder or an ancestor, so that it is
 * found from src/ (tsx, vitest) and from the bundled dist/ alike.
 */
export function findUp(name: string, marker: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, name);
    if (existsSync(join(candidate, marker))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`${name} folder not found`);
    dir = parent;
  }
}
