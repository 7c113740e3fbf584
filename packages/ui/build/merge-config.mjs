#!/usr/bin/env node
/**
 * Writes src/lib/merge-config.json: tailwind-merge's default config with only the class groups
 * the kit's and the web app's classes belong to (of its 379), for `cn` (src/lib/cn.ts). Run it
 * when src/lib/cn.test.ts says a class is merged otherwise than by the default config.
 *
 *   node packages/ui/build/merge-config.mjs
 *
 * Validators are written as "$v:<name>" and theme scales as "$theme:<key>" (merge-config.ts
 * reads them back); a class group that none of the classes belongs to, and the theme scales no kept
 * group reads, are left out.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTailwindMerge, getDefaultConfig, validators } from 'tailwind-merge';
import { classTokens } from './class-tokens.mjs';

const config = getDefaultConfig();
const twMerge = createTailwindMerge(getDefaultConfig);
/** A class tailwind-merge knows merges with itself: `p-4 p-4` is `p-4`. */
const known = classTokens().filter((token) => twMerge(`${token} ${token}`) === token);
/** A merge that knows only the given class groups (and arbitrary properties, as every one). */
const knowing = (classGroups) =>
  createTailwindMerge(() => ({
    ...config,
    classGroups,
    conflictingClassGroups: {},
    conflictingClassGroupModifiers: {},
  }));
const none = knowing({});
const grouped = known.filter((token) => none(`${token} ${token}`) !== token);
/** The groups that know one of them on their own. */
const groups = Object.keys(config.classGroups).filter((group) => {
  const alone = knowing({ [group]: config.classGroups[group] });
  return grouped.some((token) => alone(`${token} ${token}`) === token);
});
const kept = new Set(groups);

const validatorName = new Map(Object.entries(validators).map(([name, fn]) => [fn, name]));
const themeKeys = new Set();
const encode = (value) => {
  if (typeof value === 'string') return value;
  if (typeof value === 'function') {
    if (value.isThemeGetter) {
      themeKeys.add(value.themeKey);
      return `$theme:${value.themeKey}`;
    }
    const name = validatorName.get(value);
    if (!name) throw new Error(`merge-config: a function that is no validator: ${value}`);
    return `$v:${name}`;
  }
  if (Array.isArray(value)) return value.map(encode);
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]));
};
const keptLists = (lists) =>
  Object.fromEntries(
    Object.entries(lists)
      .filter(([group]) => kept.has(group))
      .map(([group, list]) => [group, list.filter((other) => kept.has(other))])
      .filter(([, list]) => list.length > 0),
  );

const classGroups = Object.fromEntries(groups.map((g) => [g, encode(config.classGroups[g])]));
const theme = {};
for (let added = true; added; ) {
  added = false;
  for (const key of themeKeys) {
    if (key in theme) continue;
    theme[key] = encode(config.theme[key] ?? []);
    added = true;
  }
}
const out = {
  cacheSize: config.cacheSize,
  theme: Object.fromEntries(
    Object.keys(theme)
      .sort()
      .map((key) => [key, theme[key]]),
  ),
  classGroups,
  conflictingClassGroups: keptLists(config.conflictingClassGroups),
  conflictingClassGroupModifiers: keptLists(config.conflictingClassGroupModifiers),
  postfixLookupClassGroups: config.postfixLookupClassGroups.filter((g) => kept.has(g)),
  orderSensitiveModifiers: config.orderSensitiveModifiers,
};
const file = resolve(import.meta.dirname, '../src/lib/merge-config.json');
writeFileSync(file, `${JSON.stringify(out)}\n`);
// As the repository's formatter writes it, so that the file's diff is the config's.
execFileSync(resolve(import.meta.dirname, '../../../node_modules/.bin/biome'), [
  'format',
  '--write',
  file,
]);
console.log(`${file}: ${groups.length} class groups of ${Object.keys(config.classGroups).length}`);
