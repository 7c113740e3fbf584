import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, StateMachine } from 'xstate';
import * as index from './index';
import { allMachines } from './registry';

/**
 * The package index cannot go stale: a new flow folder that is not exported, or a machine its
 * folder does not export (and so out of the registry, the state-coverage report and the story
 * check), fails here with its name.
 */
const here = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'index.ts')))
  .map((entry) => entry.name);
async function load(files: string[]): Promise<Record<string, Record<string, unknown>>> {
  const modules = await Promise.all(files.map((file) => import(`./${file}`)));
  return Object.fromEntries(
    files.map((file, at) => [file, modules[at] as Record<string, unknown>]),
  );
}
const folderModules = await load(folders.map((folder) => `${folder}/index.ts`));
const machineFiles = await load(
  folders.flatMap((folder) =>
    readdirSync(join(here, folder))
      .filter((file) => file.endsWith('.machine.ts'))
      .map((file) => `${folder}/${file}`),
  ),
);

const exported = new Set<unknown>(Object.values(index));

describe('machine registries', () => {
  it('every flow folder is exported from the package index', () => {
    const missing = Object.entries(folderModules).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => !exported.has(value))
        .map(([name]) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('every machine is in the registry (exported), with a unique id', () => {
    const machines = Object.entries(machineFiles).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => value instanceof StateMachine)
        .map(([name, value]) => ({ file, name, machine: value as AnyStateMachine })),
    );
    expect(machines.length).toBeGreaterThan(0);
    const unregistered = machines
      .filter(({ machine }) => !allMachines.includes(machine))
      .map(({ file, name }) => `${file}: ${name}`);
    expect(unregistered).toEqual([]);
    const ids = allMachines.map((machine) => machine.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
