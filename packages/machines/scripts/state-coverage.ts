/**
 * Prints, per machine, each state and whether some test reached it; exits 1 when a state is
 * unreached. Reads what `vitest run` left in .state-coverage/ (run the tests first).
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { allMachines } from '../src/registry';
import { allStatePaths } from '../src/testing/state-paths';

const dir = new URL('../.state-coverage/', import.meta.url);
const reached = new Map<string, Set<string>>();
if (existsSync(dir)) {
  for (const file of readdirSync(dir)) {
    const data = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as Record<string, string[]>;
    for (const [id, paths] of Object.entries(data)) {
      const set = reached.get(id) ?? new Set<string>();
      for (const path of paths) set.add(path);
      reached.set(id, set);
    }
  }
}

let total = 0;
let missing = 0;
for (const machine of allMachines) {
  const seen = reached.get(machine.id) ?? new Set<string>();
  const states = allStatePaths(machine);
  const unreached = states.filter((state) => !seen.has(state));
  total += states.length;
  missing += unreached.length;
  console.log(`${machine.id}: ${states.length - unreached.length}/${states.length}`);
  for (const state of states) console.log(`  ${seen.has(state) ? '✓' : '✗'} ${state}`);
}
const percent = total === 0 ? 0 : ((total - missing) / total) * 100;
console.log(`states reached: ${total - missing}/${total} (${percent.toFixed(1)} %)`);
if (process.argv.includes('--clean')) rmSync(dir, { recursive: true, force: true });
process.exit(missing === 0 && total > 0 ? 0 : 1);
