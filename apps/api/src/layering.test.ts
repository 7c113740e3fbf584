import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The API's layering (issue 24, items 1 and 7): a handler reads its declared input, calls
 * services and answers; the queries live in the services (`*.service.ts`, `*.queries.ts`), so a
 * handler touches neither `c.var.db` nor a query builder nor the tables. The test fixtures'
 * routes (mounted only in tests) write what a scenario needs and are left out.
 */
const SRC = import.meta.dirname;
const MODULES = join(SRC, 'modules');
const EXEMPT = new Set(['test-fixtures/test-fixtures.routes.ts']);

/** What a handler file must not contain: each pattern and what it means. */
const FORBIDDEN: [RegExp, string][] = [
  [/\bc\.var\.db\b/, 'reads c.var.db'],
  [/\{[^}]*\bdb\b[^}]*\}\s*=\s*c\.var\b/, 'takes db out of c.var'],
  [/\.(select|selectDistinct|insert|update|delete|transaction|execute)\(/, 'builds a query'],
  [/from\s+['"]drizzle-orm(\/[\w-]+)?['"]/, 'imports drizzle-orm'],
  [/from\s+['"][./]*\/db\/schema['"]/, 'imports the tables'],
  [/from\s+['"][./]*\/lib\/queries['"]/, 'imports the query helpers'],
];

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** What a file breaks of the rule, by meaning. */
function layeringFaults(text: string): string[] {
  const code = withoutComments(text);
  return FORBIDDEN.filter(([pattern]) => pattern.test(code)).map(([, meaning]) => meaning);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const routeFiles = filesUnder(MODULES)
  .filter((file) => file.endsWith('.routes.ts'))
  .map((file) => relative(MODULES, file))
  .filter((file) => !EXEMPT.has(file));

describe('handlers call services; queries live in the services', () => {
  it('finds the route files (the check below is not vacuous)', () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(18);
  });

  it('tells a query in a handler from a call of a service', () => {
    const handler =
      'route(r, e, async (c, { db, user, json }) => json(await cartOf(db, user.id)));';
    expect(layeringFaults(handler)).toEqual([]);
    expect(layeringFaults('const rows = await c.var.db.select().from(orders);')).toEqual([
      'reads c.var.db',
      'builds a query',
    ]);
    expect(layeringFaults('const { db, config } = c.var;')).toEqual(['takes db out of c.var']);
    expect(layeringFaults("import { eq } from 'drizzle-orm';")).toEqual(['imports drizzle-orm']);
    expect(layeringFaults("import { orders } from '../../db/schema';")).toEqual([
      'imports the tables',
    ]);
    expect(layeringFaults("import { findOwned } from '../../lib/queries';")).toEqual([
      'imports the query helpers',
    ]);
  });

  it.each(routeFiles)('%s touches no database directly', (file) => {
    expect(layeringFaults(readFileSync(join(MODULES, file), 'utf8'))).toEqual([]);
  });
});
