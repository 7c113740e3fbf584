/**
 * Every state of every flow that has a view has a story (issue: "one story per state of every
 * flow"). Reads the built Storybook's index.json and the machines' registry; a story covers a
 * state when its name is the state's name in PascalCase, or starts with it (`LockedOut`,
 * `EditingWithErrors`); states left at once (`always`) need none. Flows without a view yet are
 * listed, not failed.
 *   tsx scripts/story-states.ts [storybook-static/index.json]
 */
import { readFileSync } from 'node:fs';
import { allMachines } from '../packages/machines/src/registry';
import { FLOW_VIEW_STORIES } from '../packages/ui/src/flows/flow-views';

interface IndexEntry {
  type: string;
  title: string;
  name: string;
  exportName?: string;
}

const file = process.argv[2] ?? 'storybook-static/index.json';
const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const pascal = (state: string) => state.charAt(0).toUpperCase() + state.slice(1);

interface StateNodeLike {
  always?: unknown[];
  invoke?: unknown[];
  on?: Record<string, unknown>;
  after?: unknown[];
}

/** A state left at once by an `always` transition shows nothing, so it needs no story. */
function isTransient(node: StateNodeLike): boolean {
  return (
    (node.always?.length ?? 0) > 0 &&
    (node.invoke?.length ?? 0) === 0 &&
    Object.keys(node.on ?? {}).length === 0 &&
    (node.after?.length ?? 0) === 0
  );
}

let missing = 0;
for (const machine of allMachines) {
  const title = FLOW_VIEW_STORIES[machine.id];
  const states = Object.entries(machine.root.states)
    .filter(([, node]) => !isTransient(node as unknown as StateNodeLike))
    .map(([name]) => name);
  if (!title) {
    console.log(`· ${machine.id}: no view yet (${states.join(', ')})`);
    continue;
  }
  const names = stories
    .filter((story) => story.title === title)
    .map((story) => story.exportName ?? story.name.replace(/\s+/g, ''));
  const uncovered = states.filter((state) => !names.some((name) => name.startsWith(pascal(state))));
  missing += uncovered.length;
  const mark = uncovered.length === 0 ? '✓' : '✗';
  console.log(
    `${mark} ${machine.id} → ${title}: ${states.length - uncovered.length}/${states.length}`,
  );
  for (const state of uncovered) console.log(`    no story for state "${state}"`);
}
process.exit(missing === 0 ? 0 : 1);
