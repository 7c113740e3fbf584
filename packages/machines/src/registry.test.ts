import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, StateMachine } from 'xstate';
import * as index from './index';
import { allMachines } from './registry';

/**
 * The hand-kept lists (`index.ts`, `registry.ts`) cannot go stale: a new flow folder that is not
 * exported, or a machine left out of the registry (and so out of the state-coverage report and
 * the story check), fails here with its name.
 */
const folders = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true });
const machineFiles = import.meta.glob<Record<string, unknown>>('./*/*.machine.ts', {
  eager: true,
});

const exported = new Set<unknown>(Object.values(index));

describe('machine registries', () => {
  it('every flow folder is exported from the package index', () => {
    const missing = Object.entries(folders).flatMap(([file, module]) =>
      Object.entries(module)
        .filter(([, value]) => !exported.has(value))
        .map(([name]) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('every machine is in the registry, with a unique id', () => {
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
