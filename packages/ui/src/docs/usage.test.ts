import { describe, expect, it } from 'vitest';
import { usageProblems } from './usage';

/** Every component's and block's story meta, read without rendering anything. */
const metas = import.meta.glob<{ default: { title: string; parameters?: { usage?: unknown } } }>(
  ['../components/*/*.stories.tsx', '../blocks/*/*.stories.tsx'],
  { eager: true },
);

describe('usage notes', () => {
  it('finds problems in a half-written usage', () => {
    expect(usageProblems(undefined)).toEqual(['no parameters.usage']);
    expect(usageProblems({ use: ['Short'], avoid: [], keyboard: [['Tab', '']] })).toEqual([
      'usage.use has a line too short to say anything',
      'usage.avoid is empty',
      'usage.screenReader is empty',
      'usage.keyboard rows are [keys, action]',
    ]);
  });

  it.each(Object.entries(metas).map(([file, m]) => [m.default.title, file, m.default]))(
    '%s says when to use it, when not, and its keyboard and screen-reader behaviour',
    (_title, _file, meta) => {
      expect(usageProblems(meta.parameters?.usage as never)).toEqual([]);
    },
  );
});
