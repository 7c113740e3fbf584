import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { classTokens } from '../../build/class-tokens.mjs';
import { cn } from './cn';

/**
 * `cn` merges with a config cut to the class groups of the classes the sources spell
 * (merge-config.json): the same output as tailwind-merge's default config, proved on every pair of
 * those classes (a merge keeps or drops each class by the classes after it, one pair at a time).
 */
const FIX = 'a class merges otherwise: run `node packages/ui/build/merge-config.mjs`';
const tokens = classTokens();
const known = tokens.filter((token) => twMerge(`${token} ${token}`) === token);

describe('cn', () => {
  it('lets a later class win over an earlier one of its group, keeps the others', () => {
    expect(cn('px-2 py-1 text-sm', { 'px-4': true }, 'hover:bg-muted')).toBe(
      'py-1 text-sm px-4 hover:bg-muted',
    );
  });

  it('knows no class the default config does not know', () => {
    const unknown = tokens.filter((token) => !known.includes(token));
    expect(unknown.filter((token) => cn(`${token} ${token}`) !== `${token} ${token}`)).toEqual([]);
  });

  it("merges every pair of the sources' classes as the default config does", () => {
    expect(known.length).toBeGreaterThan(500);
    const differing: string[] = [];
    for (const first of known) {
      for (const second of known) {
        const classes = `${first} ${second}`;
        if (cn(classes) !== twMerge(classes)) differing.push(classes);
      }
      if (differing.length > 10) break;
    }
    expect(differing, FIX).toEqual([]);
  }, 120_000);
});
