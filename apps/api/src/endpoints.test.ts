import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Endpoint } from '@academy/contract/endpoint';
import * as areas from '@academy/contract/endpoints';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppEnv } from './app-env';
import './app';
import { route, routeRegistry } from './lib/route';

/** Tests, stories, mocks, fixtures and journeys may name a path again; production code may not. */
const NOT_PRODUCTION = /(\.test\.|\.stories\.|\/mocks\/|\/e2e\/|fixtures|\/test\/|\.d\.ts$)/;

/**
 * A path in a string, by hand or filled in: `'/{lang}/orders/'`, `\`${lang}/orders/\``,
 * `'orders/'` (the web client's form, without the leading slash).
 */
function writtenPath(path: string): RegExp {
  const pattern = path
    .replace(/^\//, '')
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('(?:\\{\\w+\\}|\\$\\{[^}]+\\})');
  return new RegExp(`['"\`]/?${pattern}['"\`]`, 'g');
}

const withoutComments = (text: string) =>
  // A block comment opens after a space or a line's start: `'*/*'` (any file) is a string.
  text.replace(/(^|\s)\/\*[\s\S]*?\*\//g, '$1').replace(/(^|[^:])\/\/.*$/gm, '$1');

const declared: [string, Endpoint][] = Object.entries(areas).flatMap(([area, endpoints]) =>
  Object.entries(endpoints as Record<string, Endpoint>).map(
    ([name, declaration]): [string, Endpoint] => [`${area}.${name}`, declaration],
  ),
);

describe('each endpoint declared once, in the contract', () => {
  it.each(declared)('%s is what the server registers at each of its paths', (_, declaration) => {
    for (const path of declaration.paths)
      expect(routeRegistry.get(`${declaration.method} ${path}`)).toBe(declaration);
  });

  it('the server registers no route the contract does not declare (files at the root aside)', () => {
    const known = new Set(declared.map(([, declaration]) => declaration));
    const undeclared = [...routeRegistry.entries()]
      .filter(([, spec]) => !known.has(spec) && !spec.atRoot)
      .map(([key]) => key);
    expect(undeclared).toEqual([]);
  });

  it('each path is written once in production code: in its declaration', () => {
    const root = join(import.meta.dirname, '../../..');
    const files = execFileSync('git', ['ls-files', 'apps', 'packages'], { cwd: root })
      .toString()
      .split('\n')
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !NOT_PRODUCTION.test(file));
    const code = files.map((file) => withoutComments(readFileSync(join(root, file), 'utf8')));
    const repeated = [...new Set(declared.flatMap(([, d]) => d.paths))].filter(
      (path) =>
        code.reduce((sum, text) => sum + (text.match(writtenPath(path))?.length ?? 0), 0) !== 1,
    );
    expect(repeated).toEqual([]);
  });

  it('no path is declared twice', () => {
    const keys = declared.flatMap(([, d]) => d.paths.map((path) => `${d.method} ${path}`));
    expect(keys.length).toBe(new Set(keys).size);
  });
});

describe("a handler answers its declaration's shape", () => {
  const declaration = {
    method: 'get',
    paths: ['/typed/{id}/'],
    summary: 'A route for the type checks below',
    tag: 'test',
    auth: 'none',
    responses: { 200: { description: 'Count', schema: z.object({ count: z.number() }) } },
  } as const;

  it('json() sends the declared answer; a drifted one does not compile', async () => {
    const router = new Hono<AppEnv>();
    route(router, declaration, (_, { id, json }) => json({ count: id }));
    // @ts-expect-error the answer is not the declared one: a string where a number is declared
    route(router, declaration, (_, { json }) => json({ count: 'many' }));
    // @ts-expect-error a plain Response bypasses the declaration: only json() or raw() answer
    route(router, declaration, (c) => c.json({ count: 1 }));
    routeRegistry.delete(`get ${declaration.paths[0]}`);

    const response = await router.request('/typed/7/');
    expect(await response.json()).toEqual({ count: 7 });
  });
});
