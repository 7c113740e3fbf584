import * as machines from '@academy/machines';
import { autoConfirmMachine, loginMachine } from '@academy/machines';
import { describe, expect, it } from 'vitest';
import { flowDiagram, flowGraph, flowTransitions } from './flow-diagram';
import { flowStates, isTransient, storyOfState } from './flow-states';

/** Every machine the package exports (the registry's and any other). */
const allMachines = Object.values(machines).filter(
  (value): value is typeof loginMachine =>
    typeof value === 'object' && value !== null && 'root' in value && 'provide' in value,
);

/** Every state of a machine, nested ones too, by their own names. */
function allStateNames(node: { states?: Record<string, unknown> }): string[] {
  return Object.entries(node.states ?? {}).flatMap(([name, child]) => [
    name,
    ...allStateNames(child as { states?: Record<string, unknown> }),
  ]);
}

describe('flow diagram', () => {
  it('draws a small machine: its start, states, events, calls and its own events in any state', () => {
    expect(flowDiagram(autoConfirmMachine)).toBe(
      [
        'stateDiagram-v2',
        '  state "idle" as autoConfirm_idle',
        '  state "saving" as autoConfirm_saving',
        '  state "failure" as autoConfirm_failure',
        '  [*] --> autoConfirm_idle',
        '  state "in any state" as inAnyState',
        '  classDef anyState stroke-dasharray: 4 4',
        '  class inAnyState anyState',
        '  inAnyState --> inAnyState : language.change',
        '  autoConfirm_idle --> autoConfirm_saving : autoConfirm.toggle',
        '  autoConfirm_saving --> autoConfirm_idle : saveAutoConfirm done',
        '  autoConfirm_saving --> autoConfirm_failure : saveAutoConfirm failed',
        '  autoConfirm_failure --> autoConfirm_saving : autoConfirm.toggle',
      ].join('\n'),
    );
  });

  it('draws nested states inside their parent, guards and delays in words, final states', () => {
    const source = flowDiagram(loginMachine);
    expect(source).toContain('state "submitting" as login_submitting {');
    expect(source).toContain('    [*] --> login_submitting_token');
    expect(source).toContain('login_editing --> login_submitting : form.submit [isFormValid]');
    expect(source).toContain('login_lockedOut --> login_editing : after lockout');
    expect(source).toContain('  login_success --> [*]');
    // A transition out of a nested state is drawn from the state that holds it.
    expect(source).toContain('login_submitting --> login_success : loadProfile done');
    expect(flowTransitions(flowGraph(loginMachine))).toContain(
      'submitting.token → submitting.user: requestToken done',
    );
  });

  it('finds the machines', () => {
    expect(allMachines.length).toBeGreaterThan(20);
  });

  it.each(allMachines.map((machine) => [machine.id, machine] as const))(
    '%s: a diagram with every one of its states',
    (_id, machine) => {
      const source = flowDiagram(machine);
      expect(source.startsWith('stateDiagram-v2\n')).toBe(true);
      for (const name of allStateNames(machine.root)) expect(source).toContain(`"${name}`);
      expect(source).not.toMatch(/ : .*[;#{}"]/);
    },
  );

  it('is a source Mermaid reads, for every machine', async () => {
    const { default: mermaid } = await import('mermaid');
    await expect(mermaid.parse('stateDiagram-v2\n  state "a" as {')).rejects.toThrow();
    for (const machine of allMachines) {
      await expect(mermaid.parse(flowDiagram(machine)), machine.id).resolves.toBeTruthy();
    }
  }, 60_000);
});

describe('flow states', () => {
  it('names the story of each state; a transient state needs none', () => {
    const stories = [{ exportName: 'EditingWithErrors' }, { exportName: 'Editing' }];
    expect(storyOfState('editing', stories)).toEqual({ exportName: 'Editing' });
    expect(storyOfState('lockedOut', stories)).toBeUndefined();
    expect(isTransient({ always: [{}], on: {} })).toBe(true);
    expect(isTransient({ always: [{}], on: { 'field.change': [] } })).toBe(false);
    expect(flowStates(loginMachine).map((state) => state.name)).toEqual([
      'editing',
      'submitting',
      'lockedOut',
      'forgotPassword',
      'success',
    ]);
  });
});
