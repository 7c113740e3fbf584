import { describe, expect, it } from 'vitest';
import * as machines from './index';

/**
 * The ui's i18n test finds a key's text by the key alone, so a key listed by two flows would
 * share one text. Read from every `*_MESSAGE_KEYS` export: a new flow needs no line here. (That
 * each flow emits only keys of its list is checked in its folder, `<flow>.message-keys.test.ts`.)
 */
describe('message keys', () => {
  it('no key is listed twice', () => {
    const keys = Object.entries(machines)
      .filter(([name]) => name.endsWith('_MESSAGE_KEYS'))
      .flatMap(([, list]) => list as readonly string[]);
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
