import { describe, expect, it } from 'vitest';
import { type AnyActorLogic, createActor, toPromise } from 'xstate';
import { allMachines } from './registry';

describe('a missing actor', () => {
  const actors = allMachines.flatMap((machine) =>
    Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>).map(
      ([name, logic]) => ({ id: `${machine.id}.${name}`, name, logic }),
    ),
  );

  it.each(actors)(
    '$id throws "<name> not provided" unless the app provides it',
    async ({ name, logic }) => {
      const actor = createActor(logic, { input: {} });
      const done = toPromise(actor);
      actor.start();
      await expect(done).rejects.toThrow(`${name} not provided`);
    },
  );
});
