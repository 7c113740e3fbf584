/**
 * Every state of every flow that has a view has a story (issue: "one story per state of every
 * flow"). Reads the built Storybook's index.json and the machines' registry; a story covers a
 * state when its name is the state's name in PascalCase, or starts with it (`LockedOut`,
 * `EditingWithErrors`); states left at once (`always`) need none (the rule is
 * `packages/ui/src/docs/flow-states.ts`, which the flows' docs pages share). Which story file
 * shows which machine is what its meta says in `parameters.flow`, the one declaration the docs
 * pages read too. Flows without a view yet are listed, not failed.
 *   tsx scripts/story-states.ts [storybook-static/index.json]
 */
import { readFileSync } from 'node:fs';
import { allMachines } from '../packages/machines/src/registry';
import { flowDocsOf } from '../packages/ui/src/docs/flow-docs';
import { showsState, statesNeedingStories } from '../packages/ui/src/docs/flow-states';

interface IndexEntry {
  type: string;
  title: string;
  name: string;
  importPath: string;
  exportName?: string;
}

const file = process.argv[2] ?? 'storybook-static/index.json';
const index = JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/** Machine id → the title of the story file whose meta names it in `parameters.flow`. */
const byMachine = new Map<string, string>();
const root = new URL('../', import.meta.url);
for (const importPath of new Set(stories.map((story) => story.importPath))) {
  if (!importPath.includes('/src/flows/')) continue;
  const meta = (await import(new URL(importPath, root).href)).default as {
    title: string;
    parameters?: { flow?: unknown };
  };
  for (const flow of flowDocsOf(meta.parameters?.flow)) byMachine.set(flow.machine.id, meta.title);
}

let missing = 0;
for (const machine of allMachines) {
  const title = byMachine.get(machine.id);
  const states = statesNeedingStories(machine);
  if (!title) {
    console.log(`· ${machine.id}: no view yet (${states.join(', ')})`);
    continue;
  }
  const names = stories
    .filter((story) => story.title === title)
    .map((story) => story.exportName ?? story.name.replace(/\s+/g, ''));
  const uncovered = states.filter((state) => !names.some((name) => showsState(name, state)));
  missing += uncovered.length;
  const mark = uncovered.length === 0 ? '✓' : '✗';
  console.log(
    `${mark} ${machine.id} → ${title}: ${states.length - uncovered.length}/${states.length}`,
  );
  for (const state of uncovered) console.log(`    no story for state "${state}"`);
}
process.exit(missing === 0 ? 0 : 1);
