import { interpolate, type Values } from './interpolate';
import type { TextStore } from './store';

/** What a translation reads of its instance. */
export interface Context {
  store: TextStore;
  language: string;
  options: {
    defaultNS: string;
    fallbackLng: readonly string[];
    saveMissing?: boolean;
    missingKeyHandler?: (
      lngs: readonly string[],
      ns: string,
      key: string,
      fallbackValue: unknown,
      updateMissing: boolean,
      options: Values,
    ) => void;
  };
  /** The languages a text is looked for in, the given one first (`i18n.languages`). */
  hierarchy(lng: string): string[];
}

const SENTENCE = /[ ,?!;]/;
const rules = new Map<string, Intl.PluralRules>();
const pluralRule = (lng: string) => {
  const rule = rules.get(lng) ?? new Intl.PluralRules(lng.replace(/_/g, '-'));
  rules.set(lng, rule);
  return rule;
};
/** i18next treats a missing text, null and '' (returnEmptyString: false) alike: look further. */
const found = (text: unknown) => text !== undefined && text !== null && text !== '';

/**
 * `ns:key` names its namespace, unless it reads as a sentence (a space or , ? ! ; before its
 * first '.'), as i18next decides; later ':' become '.', as there.
 */
function split(key: string, options: Values, defaultNS: string) {
  const ns = options.ns ?? defaultNS;
  let namespaces = (typeof ns === 'string' ? [ns] : ns) as string[];
  const dot = key.indexOf('.');
  const path = !SENTENCE.test(key) || (dot > 0 && !SENTENCE.test(key.slice(0, dot)));
  if (key.includes(':') && path) {
    const [first = '', ...rest] = key.split(':');
    namespaces = [first];
    key = rest.join('.');
  }
  return { key, namespaces };
}

/**
 * The text of a key as i18next finds it: key by key (t takes a list, the first found wins),
 * namespace by namespace, language by language (the fallback chain), and with `count` the plural form of that language's Intl.PluralRules first
 * (`_zero` before it for 0), then the bare key, then `_other`.
 */
export function resolve(context: Context, fullKeys: string[], options: Values) {
  const plural = options.count !== undefined && typeof options.count !== 'string';
  // What t answers with when nothing is found is the last key, whichever key was found.
  const last = split(fullKeys.at(-1) ?? '', options, context.options.defaultNS);
  let text: unknown;
  for (const fullKey of fullKeys) {
    const { key, namespaces } = split(fullKey, options, context.options.defaultNS);
    for (const ns of namespaces) {
      for (const lng of context.hierarchy((options.lng as string) || context.language)) {
        const suffix = plural ? `_${pluralRule(lng).select(options.count as number)}` : '';
        const keys = plural ? [key + suffix, key] : [key];
        if (plural && options.count === 0) keys.unshift(`${key}_zero`);
        if (plural && suffix !== '_other') keys.push(`${key}_other`);
        for (const candidate of keys) {
          if (!candidate) break; // i18next's lookup loop ends at an empty key (`t('')`, `t('ui:')`)
          text = context.store.getResource(lng, ns, candidate);
          if (found(text)) return { text, ...last };
        }
      }
    }
  }
  return { text, ...last };
}

/**
 * i18next's `t(key, options)`: the text, or `defaultValue`, or the key itself (an object found
 * at the key counts as nothing: returnObjects is never used), interpolated; a key not found
 * goes to `missingKeyHandler` when `saveMissing` is on, once per plural form with `count`.
 */
export function translate(context: Context, key: unknown, given?: unknown): unknown {
  if (key == null) return '';
  const options: Values =
    typeof given === 'object' && given
      ? { ...given }
      : typeof given === 'string'
        ? { defaultValue: given }
        : {};
  const resolved = resolve(context, Array.isArray(key) ? key.map(String) : [String(key)], options);
  const isObject = typeof resolved.text === 'object' && resolved.text !== null;
  let text = isObject ? undefined : resolved.text;
  const fallback = options.defaultValue;
  let usedDefault = false;
  if (!found(text) && fallback !== undefined) {
    usedDefault = true;
    text = fallback;
  }
  const usedKey = !found(text) && !(usedDefault && text === '');
  if (usedKey) text = resolved.key;
  if (!isObject && (usedKey || usedDefault)) {
    reportMissing(context, resolved, options, fallback !== undefined ? fallback : text);
  }
  return extend(context, text, options);
}

function extend(context: Context, text: unknown, options: Values): unknown {
  if (typeof text !== 'string') return text;
  return interpolate(text, options, (options.lng as string) || context.language);
}

function reportMissing(
  context: Context,
  { key, namespaces }: { key: string; namespaces: string[] },
  options: Values,
  text: unknown,
) {
  const { saveMissing, missingKeyHandler, fallbackLng } = context.options;
  if (!saveMissing || !missingKeyHandler) return;
  const ns = namespaces.at(-1) ?? '';
  const lngs = fallbackLng.length > 0 ? fallbackLng : [(options.lng as string) || context.language];
  if (options.count === undefined || typeof options.count === 'string') {
    missingKeyHandler(lngs, ns, key, text, false, options);
    return;
  }
  for (const lng of lngs) {
    const { pluralCategories } = pluralRule(lng).resolvedOptions();
    for (const category of [...pluralCategories].sort(
      (a, b) => ORDER.indexOf(a) - ORDER.indexOf(b),
    )) {
      missingKeyHandler([lng], ns, `${key}_${category}`, text, false, options);
    }
  }
}

const ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];
