import type { AnyStateMachine, StateValue } from 'xstate';

/** Every state of a machine as a dotted path (`form.editing`), parents included. */
export function allStatePaths(machine: AnyStateMachine): string[] {
  const paths: string[] = [];
  const walk = (node: { states: Record<string, unknown> }, prefix: string) => {
    for (const [key, child] of Object.entries(node.states)) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.push(path);
      walk(child as { states: Record<string, unknown> }, path);
    }
  };
  walk(machine.root as unknown as { states: Record<string, unknown> }, '');
  return paths;
}

/** The dotted paths of the states active in a state value, parents included. */
export function activeStatePaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return child === undefined ? [path] : [path, ...activeStatePaths(child, path)];
  });
}
