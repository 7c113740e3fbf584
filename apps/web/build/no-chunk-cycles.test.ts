import { describe, expect, it } from 'vitest';
import { findChunkCycle } from './no-chunk-cycles.ts';

describe('findChunkCycle', () => {
  it('accepts chunks that import one way', () => {
    const chunks = [
      { fileName: 'index.js', imports: ['shared.js', 'framework.js'] },
      { fileName: 'shared.js', imports: ['framework.js'] },
      { fileName: 'rich-text.js', imports: ['shared.js', 'framework.js'] },
      { fileName: 'framework.js', imports: [] },
    ];
    expect(findChunkCycle(chunks)).toBeNull();
  });

  it('names the chunks that import each other', () => {
    const chunks = [
      { fileName: 'index.js', imports: ['shared.js'] },
      { fileName: 'shared.js', imports: ['rich-text.js'] },
      { fileName: 'rich-text.js', imports: ['shared.js'] },
    ];
    expect(findChunkCycle(chunks)).toEqual(['shared.js', 'rich-text.js', 'shared.js']);
  });
});
