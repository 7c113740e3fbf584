import * as machines from '@academy/machines';
import { describe, expect, it } from 'vitest';
import { FLOW_VIEW_STORIES } from './flow-views';

/**
 * `FLOW_VIEW_STORIES` tells the story check (scripts/story-states.ts) which story file shows which
 * machine; it is kept by hand, so this test keeps it true: every story file that drives a machine
 * is listed under that machine's id with its own title, and every line names a real story file.
 */
const storySources = import.meta.glob<string>('./*/*.stories.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function drivenMachineIds(source: string): string[] {
  const imported = source.match(/import\s*{([^}]*)}\s*from\s*'@academy\/machines'/)?.[1] ?? '';
  return imported
    .split(',')
    .map((name) => name.replace(/^\s*type\s+/, '').trim())
    .filter((name) => name.endsWith('Machine'))
    .map((name) => (machines as unknown as Record<string, { id?: unknown }>)[name]?.id)
    .filter((id): id is string => typeof id === 'string');
}

const stories = Object.entries(storySources).map(([file, source]) => ({
  file,
  title: source.match(/title:\s*'([^']+)'/)?.[1],
  machineIds: source.includes('useDrivenActor') ? drivenMachineIds(source) : [],
}));

describe('flow views', () => {
  it('lists every story file that drives a machine, under the id of its machine', () => {
    const driven = stories.filter((story) => story.machineIds.length > 0);
    expect(driven.length).toBeGreaterThan(0);
    // A story file may drive a second machine (login's forgot-password panel): one of them is its own.
    const wrong = driven
      .filter(({ title, machineIds }) => !machineIds.some((id) => FLOW_VIEW_STORIES[id] === title))
      .map(({ file, title, machineIds }) => `${file} (${title}): ${machineIds.join(', ')}`);
    expect(wrong).toEqual([]);
  });

  it('names only story titles that exist', () => {
    const titles = new Set(stories.map((story) => story.title));
    const unknown = Object.entries(FLOW_VIEW_STORIES).filter(([, title]) => !titles.has(title));
    expect(unknown).toEqual([]);
  });
});
