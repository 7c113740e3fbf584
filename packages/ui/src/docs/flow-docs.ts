import type { DiagramMachine } from './flow-diagram';

/**
 * What a flow story file tells its docs page (`parameters.flow` of its meta): the machine its
 * stories drive and the message keys the flow can show (its `<FLOW>_MESSAGE_KEYS`, `[]` when it
 * shows none). A story file that shows two machines lists both.
 *
 *   parameters: { flow: { machine: loginMachine, messages: LOGIN_MESSAGE_KEYS } }
 */
export interface FlowDoc {
  machine: DiagramMachine;
  messages: readonly string[];
}

export type FlowParameter = FlowDoc | readonly FlowDoc[];

function isFlowDoc(value: unknown): value is FlowDoc {
  if (typeof value !== 'object' || value === null) return false;
  const { machine, messages } = value as Partial<FlowDoc>;
  return (
    typeof machine === 'object' &&
    machine !== null &&
    typeof machine.id === 'string' &&
    typeof machine.root === 'object' &&
    Array.isArray(messages)
  );
}

/** The flows a meta's `parameters.flow` names (none when it has none or it is malformed). */
export function flowDocsOf(parameter: unknown): FlowDoc[] {
  const list = Array.isArray(parameter) ? parameter : parameter === undefined ? [] : [parameter];
  return list.filter(isFlowDoc);
}

type Tree = { readonly [key: string]: string | Tree };

/** A dotted key's text in a language's `flows` tree (`login.invalidData`), if it has one. */
export function textOf(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The languages' names as the docs page heads its columns: each in itself (the contract's). */
export { LANGUAGE_NAMES } from '@academy/contract/languages';
