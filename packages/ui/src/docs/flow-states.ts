/**
 * Which story shows which state of a flow, the one rule shared by the story check
 * (`scripts/story-states.ts`, after the Storybook build) and the flows' docs pages (the table of
 * states with a link to each state's story). Pure: no React, no Storybook, so a script runs it.
 *
 * A story shows a state when its export name is the state's name in PascalCase, or starts with it
 * (`Editing`, `EditingWithErrors`, `LockedOut`). A state left at once (`always` only) shows nothing,
 * so it needs no story.
 */

/** What of an XState state node the rule reads. */
export interface StateNodeLike {
  always?: unknown[];
  invoke?: unknown[];
  on?: Record<string, unknown>;
  after?: unknown[];
  /** The state's `description` in the machine, when it has one. */
  description?: string;
}

/** A machine as the rule reads it: its top-level states (`machine.root.states`). */
export interface MachineLike {
  id: string;
  root: object;
}

/** A state left at once by an `always` transition shows nothing, so it needs no story. */
export function isTransient(node: StateNodeLike): boolean {
  return (
    (node.always?.length ?? 0) > 0 &&
    (node.invoke?.length ?? 0) === 0 &&
    Object.keys(node.on ?? {}).length === 0 &&
    (node.after?.length ?? 0) === 0
  );
}

/** The story name of a state: `lockedOut` → `LockedOut`. */
export function storyNameOf(state: string): string {
  return state.charAt(0).toUpperCase() + state.slice(1);
}

/** Whether a story (by its export name) shows the state. */
export function showsState(exportName: string, state: string): boolean {
  return exportName.startsWith(storyNameOf(state));
}

/**
 * The story that shows a state, among a story file's stories: the one named exactly after it, else
 * the first whose name starts with it; `undefined` when none does.
 */
export function storyOfState<S extends { exportName: string }>(
  state: string,
  stories: readonly S[],
): S | undefined {
  return (
    stories.find((story) => story.exportName === storyNameOf(state)) ??
    stories.find((story) => showsState(story.exportName, state))
  );
}

export interface FlowState {
  name: string;
  /** Left at once by an `always` transition: no story needed. */
  transient: boolean;
  /** What the state is for, from its `description` in the machine. */
  description?: string;
}

/** A machine's top-level states, in the order it defines them. */
export function flowStates(machine: MachineLike): FlowState[] {
  const { states = {} } = machine.root as { states?: Record<string, unknown> };
  return Object.entries(states).map(([name, node]) => ({
    name,
    transient: isTransient(node as StateNodeLike),
    description: (node as StateNodeLike).description || undefined,
  }));
}

/** The states of a machine that must each have a story. */
export function statesNeedingStories(machine: MachineLike): string[] {
  return flowStates(machine)
    .filter((state) => !state.transient)
    .map((state) => state.name);
}
