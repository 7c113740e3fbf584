import { LANGUAGES } from '@academy/contract/languages';
import { describe, expect, it } from 'vitest';
import { flowMessages } from '../i18n';
import { flowDocsOf, textOf } from './flow-docs';
import { statesNeedingStories, storyOfState } from './flow-states';

/** Every flow story file, read without rendering anything. */
const files = import.meta.glob<Record<string, unknown>>('../flows/*/*.stories.tsx', {
  eager: true,
});

const metas = Object.entries(files).map(([file, module]) => {
  const meta = module.default as { title: string; parameters?: { flow?: unknown } };
  return {
    file,
    title: meta.title,
    flows: flowDocsOf(meta.parameters?.flow),
    stories: Object.keys(module)
      .filter((name) => name !== 'default' && name !== '__namedExportsOrder')
      .map((exportName) => ({ exportName })),
  };
});

describe('flow docs pages', () => {
  it('reads parameters.flow, one flow or several', () => {
    const machine = { id: 'm', root: {} };
    expect(flowDocsOf(undefined)).toEqual([]);
    expect(flowDocsOf({ machine, messages: [] })).toEqual([{ machine, messages: [] }]);
    expect(flowDocsOf([{ machine, messages: ['a'] }, { machine }])).toEqual([
      { machine, messages: ['a'] },
    ]);
    expect(textOf({ login: { required: 'Required' } }, 'login.required')).toBe('Required');
    expect(textOf({ login: { required: 'Required' } }, 'login.other')).toBeUndefined();
  });

  it('every flow story file names the machine it shows in parameters.flow', () => {
    expect(metas.length).toBeGreaterThan(20);
    expect(metas.filter((meta) => meta.flows.length === 0).map((meta) => meta.file)).toEqual([]);
  });

  it('no machine is shown by two story files (scripts/story-states.ts maps each to one)', () => {
    const ids = metas.flatMap((meta) => meta.flows.map((flow) => flow.machine.id));
    expect(ids.filter((id, at) => ids.indexOf(id) !== at)).toEqual([]);
  });

  it.each(metas.map((meta) => [meta.title, meta] as const))(
    '%s: a story for each state, a text in five languages for each message',
    (_title, meta) => {
      for (const flow of meta.flows) {
        const orphan = statesNeedingStories(flow.machine).filter(
          (state) => !storyOfState(state, meta.stories),
        );
        expect(orphan, `${flow.machine.id}: states without a story`).toEqual([]);
        for (const language of LANGUAGES) {
          const untranslated = flow.messages.filter((key) => !textOf(flowMessages[language], key));
          expect(untranslated, `${flow.machine.id} in ${language}`).toEqual([]);
        }
      }
    },
  );
});
