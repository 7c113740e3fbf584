import {
  type Config,
  type DefaultClassGroupIds,
  type DefaultThemeGroupIds,
  fromTheme,
  validators,
} from 'tailwind-merge';
import data from './merge-config.json';

type MergeConfig = Config<DefaultClassGroupIds, DefaultThemeGroupIds>;

/** A value of merge-config.json with its validators ("$v:<name>") and scales ("$theme:<key>"). */
function decode(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.startsWith('$v:')) return validators[value.slice(3) as keyof typeof validators];
    if (value.startsWith('$theme:')) return fromTheme(value.slice(7) as DefaultThemeGroupIds);
    return value;
  }
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]));
  return value;
}

/**
 * tailwind-merge's default config cut to the class groups the kit's and the web app's classes
 * belong to (build/merge-config.mjs writes it): the same merges, without the default config's
 * other groups (two thirds of them) in every page's first load. cn.test.ts proves them the same.
 */
export const mergeConfig = (): MergeConfig => decode(data) as MergeConfig;
