import type { Plugin } from 'vite';

/** The contract's endpoint declarations (packages/contract/src/endpoints). */
const ENDPOINTS = /packages[\\/]contract[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;

/** What only the OpenAPI document reads: the browser calls an endpoint without its prose. */
const DOCS = new Set(['summary', 'description']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A range of the source and what replaces it. */
type Cut = [start: number, end: number, replacement: string];

/**
 * The values of `summary:` and `description:` properties, anywhere in `node`, each to become
 * `''`; a shorthand one (`{ description }`) is rewritten whole, keeping its key.
 */
function docRanges(node: Node, found: Cut[] = []): Cut[] {
  if (node.type === 'Property' && isNode(node.key) && isNode(node.value)) {
    const name = node.key.name ?? node.key.value;
    if (typeof name === 'string' && DOCS.has(name)) {
      found.push(
        node.shorthand
          ? [node.start, node.end, `${name}: ''`]
          : [node.value.start, node.value.end, "''"],
      );
      return found;
    }
  }
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) docRanges(child, found);
  }
  return found;
}

/**
 * Each endpoint is declared once, with the prose of its OpenAPI entry (summaries, answer
 * descriptions): about 5 KB gzip that no page shows. The web build keeps the declarations and
 * empties that prose, so a page carries the paths and schemas it calls and nothing more.
 */
export function endpointDocsOut(): Plugin {
  return {
    name: 'academy:endpoint-docs-out',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!ENDPOINTS.test(id)) return null;
      const ranges = docRanges(this.parse(code) as unknown as Node).sort((a, b) => b[0] - a[0]);
      let out = code;
      for (const [start, end, replacement] of ranges)
        out = `${out.slice(0, start)}${replacement}${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}
