import { keyFromSelector as reference } from 'i18next';
import { describe, expect, it } from 'vitest';
import { keyFromSelector } from './key-from-selector';

type Selector = (proxy: never) => unknown;
type Options = Parameters<typeof keyFromSelector>[1];

describe('keyFromSelector, the copy web builds use for i18next', () => {
  it('gives the key i18next gives, for every shape of selector and namespace option', () => {
    const selectors: Selector[] = [
      ($: Record<string, Record<string, unknown>>) => $.dialog?.close,
      ($: Record<string, unknown>) => $.single,
      ($: Record<string, Record<string, Record<string, unknown>>>) => $.flows?.login?.invalid,
      ($: Record<string, Record<string, unknown>>) => $.ui?.dialog,
    ];
    const options: Options[] = [
      undefined,
      {},
      { ns: ['ui', 'flows'] },
      { ns: ['flows'] },
      { ns: 'flows', enableSelector: 'strict' },
      { ns: ['ui'], enableSelector: 'strict' },
      { keySeparator: '/', nsSeparator: '::', ns: ['web', 'flows'] },
      { nsSeparator: false, ns: ['a', 'flows'] },
    ];
    for (const selector of selectors) {
      for (const option of options) {
        const expected = reference(selector as never, option as never);
        expect(keyFromSelector(selector as never, option)).toBe(expected);
      }
    }
  });
});
