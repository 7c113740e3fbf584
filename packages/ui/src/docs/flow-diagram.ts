/**
 * A flow's state diagram, generated from its machine's definition (never drawn by hand): the states
 * (nested ones inside their parent), where the machine starts, its final states and every
 * transition with the events, delays, calls and guards that take it. `flowGraph` reads the machine;
 * `toMermaid` writes the graph as a Mermaid `stateDiagram-v2` source, `flowTransitions` as lines of
 * text (the diagram's text alternative). Pure: no React, no DOM.
 *
 * Mermaid cannot draw a transition between states of two different parents, so a transition is
 * drawn between the two states that contain its ends and share a parent (login's
 * `submitting.token` → `lockedOut` on `requestToken failed` is drawn from `submitting`). Events the
 * machine takes in any state (the root's `on`) start from a box "in any state".
 */

interface TransitionLike {
  eventType: string;
  target?: readonly NodeLike[];
  guard?: unknown;
}

interface NodeLike {
  id: string;
  key: string;
  type: string;
  states: Record<string, NodeLike>;
  on: Record<string, readonly TransitionLike[]>;
  always?: readonly TransitionLike[];
  invoke?: readonly { id: string; src: unknown }[];
  initial?: { target: readonly NodeLike[] };
}

/** What of an XState machine the diagram reads (`AnyStateMachine` fits). */
export interface DiagramMachine {
  id: string;
  root: object;
}

export interface FlowNode {
  /** The id in the diagram source (`login_submitting_token`). */
  id: string;
  /** The state's own name (`token`). */
  name: string;
  /** Its path below the machine (`submitting.token`). */
  path: string;
  final: boolean;
  parallel: boolean;
  /** The child it starts in (its diagram id), for a compound state. */
  initial?: string;
  children: FlowNode[];
}

export interface FlowEdge {
  /** Diagram id of the parent both ends share; `undefined` for the top level. */
  scope?: string;
  from: string;
  to: string;
  /** Paths, for the text: `submitting`, `lockedOut`; "any state" for the machine's own events. */
  fromPath: string;
  toPath: string;
  /** One label per transition: `form.submit`, `after lockout`, `requestToken failed [isServer]`. */
  labels: string[];
}

export interface FlowGraph {
  machineId: string;
  states: FlowNode[];
  /** The top-level state the machine starts in (diagram id); none for a parallel machine. */
  initial?: string;
  edges: FlowEdge[];
}

/** The id of the box for events the machine takes in any state. */
export const ANY_STATE_ID = 'inAnyState';
export const ANY_STATE_LABEL = 'in any state';

const diagramId = (node: NodeLike) => node.id.replace(/[^A-Za-z0-9]/g, '_');

function pathOf(node: NodeLike, root: NodeLike): string {
  return node.id.startsWith(`${root.id}.`) ? node.id.slice(root.id.length + 1) : node.key;
}

/** A guard as its name: `isFormValid`, `not hasToken`, `a and b`; an inline function as `condition`. */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    if (Array.isArray(inner) && inner.length > 0) {
      const names = inner.map((g) => guardName(g) ?? 'condition');
      return guard.name === 'not' ? `not ${names.join(' ')}` : names.join(` ${guard.name} `);
    }
    return 'condition';
  }
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') {
    return (guard as { type: string }).type;
  }
  return 'condition';
}

/** An event as a reader says it: the machine's own events by name, delays and calls in words. */
export function eventLabel(eventType: string, node: NodeLike): string {
  if (eventType === '') return 'always';
  const after = 'xstate.after.';
  if (eventType.startsWith(after)) {
    const rest = eventType.slice(after.length);
    const delay = rest.endsWith(`.${node.id}`) ? rest.slice(0, -(node.id.length + 1)) : rest;
    return /^\d+$/.test(delay) ? `after ${delay} ms` : `after ${delay}`;
  }
  const call = (id: string) => {
    const src = node.invoke?.find((invoke) => invoke.id === id)?.src;
    return typeof src === 'string' ? src : id;
  };
  if (eventType.startsWith('xstate.done.actor.')) {
    return `${call(eventType.slice('xstate.done.actor.'.length))} done`;
  }
  if (eventType.startsWith('xstate.error.actor.')) {
    return `${call(eventType.slice('xstate.error.actor.'.length))} failed`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}

/** Mermaid reads `:`, `;`, `#`, `{`, `}`, `<`, `>` and quotes as syntax: keep labels to plain text. */
const clean = (text: string) => text.replace(/[^\w .,()[\]!&|=+*/-]/g, ' ').trim();

function chain(node: NodeLike, parents: Map<NodeLike, NodeLike>): NodeLike[] {
  const path = [node];
  for (let up = parents.get(node); up; up = parents.get(up)) path.unshift(up);
  return path;
}

/** Reads a machine's definition into states and transitions. */
export function flowGraph(machine: DiagramMachine): FlowGraph {
  const root = machine.root as NodeLike;
  const parents = new Map<NodeLike, NodeLike>();
  const order: NodeLike[] = [];

  const toNode = (node: NodeLike): FlowNode => {
    order.push(node);
    const children = Object.values(node.states ?? {}).map((child) => {
      parents.set(child, node);
      return toNode(child);
    });
    const start = node.type === 'compound' ? node.initial?.target[0] : undefined;
    return {
      id: diagramId(node),
      name: node.key,
      path: pathOf(node, root),
      final: node.type === 'final',
      parallel: node.type === 'parallel',
      initial: start ? diagramId(start) : undefined,
      children,
    };
  };
  const top = toNode(root);
  order.shift();

  const edges = new Map<string, FlowEdge>();
  const add = (edge: Omit<FlowEdge, 'labels'>, label: string) => {
    const key = `${edge.scope ?? ''}|${edge.from}|${edge.to}`;
    const existing = edges.get(key);
    if (!existing) edges.set(key, { ...edge, labels: [label] });
    else if (!existing.labels.includes(label)) existing.labels.push(label);
  };

  for (const node of [root, ...order]) {
    const transitions = [...Object.values(node.on ?? {}).flat(), ...(node.always ?? [])];
    for (const transition of transitions) {
      const guard = guardName(transition.guard);
      const event = eventLabel(transition.eventType, node);
      const label = clean(guard ? `${event} [${guard}]` : event);
      const targets = transition.target?.length ? transition.target : [undefined];
      for (const target of targets) {
        if (node === root) {
          const to = target ? chain(target, parents)[1] : undefined;
          add(
            {
              from: ANY_STATE_ID,
              to: to ? diagramId(to) : ANY_STATE_ID,
              fromPath: ANY_STATE_LABEL,
              toPath: to ? pathOf(to, root) : ANY_STATE_LABEL,
            },
            label,
          );
          continue;
        }
        const source = chain(node, parents);
        const goal = target ? chain(target, parents) : source;
        let shared = 0;
        while (shared < source.length && shared < goal.length && source[shared] === goal[shared]) {
          shared++;
        }
        const level = Math.max(1, Math.min(shared, source.length - 1, goal.length - 1));
        const scope = source[level - 1];
        const from = source[level];
        const to = goal[level];
        if (!scope || !from || !to) continue;
        add(
          {
            scope: scope === root ? undefined : diagramId(scope),
            from: diagramId(from),
            to: diagramId(to),
            fromPath: pathOf(from, root),
            toPath: pathOf(to, root),
          },
          label,
        );
      }
    }
  }

  return {
    machineId: machine.id,
    states: top.children,
    initial: top.initial,
    edges: [...edges.values()],
  };
}

/** The graph as a Mermaid `stateDiagram-v2` source. */
export function toMermaid(graph: FlowGraph): string {
  const lines = ['stateDiagram-v2'];
  const edgesIn = (scope: string | undefined, indent: string) => {
    for (const edge of graph.edges.filter((e) => e.scope === scope)) {
      lines.push(`${indent}${edge.from} --> ${edge.to} : ${edge.labels.join('<br/>')}`);
    }
  };
  const write = (nodes: FlowNode[], initial: string | undefined, indent: string) => {
    for (const node of nodes) {
      const name = node.parallel ? `${node.name} (regions at once)` : node.name;
      if (node.children.length === 0) {
        lines.push(`${indent}state "${name}" as ${node.id}`);
        continue;
      }
      lines.push(`${indent}state "${name}" as ${node.id} {`);
      write(node.children, node.initial, `${indent}  `);
      edgesIn(node.id, `${indent}  `);
      lines.push(`${indent}}`);
    }
    if (initial) lines.push(`${indent}[*] --> ${initial}`);
    for (const node of nodes.filter((n) => n.final)) lines.push(`${indent}${node.id} --> [*]`);
  };
  write(graph.states, graph.initial, '  ');
  if (graph.edges.some((edge) => edge.from === ANY_STATE_ID)) {
    lines.push(`  state "${ANY_STATE_LABEL}" as ${ANY_STATE_ID}`);
    lines.push(`  classDef anyState stroke-dasharray: 4 4`);
    lines.push(`  class ${ANY_STATE_ID} anyState`);
  }
  edgesIn(undefined, '  ');
  return lines.join('\n');
}

/** The transitions as lines of text: `editing → submitting: form.submit`, for the text alternative. */
export function flowTransitions(graph: FlowGraph): string[] {
  return graph.edges.map((edge) => {
    const to = edge.to === edge.from ? 'stays' : `→ ${edge.toPath}`;
    return `${edge.fromPath} ${to}: ${edge.labels.join('; ')}`;
  });
}

/** The machine's state diagram as a Mermaid source. */
export function flowDiagram(machine: DiagramMachine): string {
  return toMermaid(flowGraph(machine));
}
