import { Emitter } from './emitter';
import type { Values } from './interpolate';
import { type Resources, TextStore, type Tree } from './store';
import { type Context, resolve, translate } from './translate';

export interface CoreOptions {
  resources: Resources;
  lng: string;
  fallbackLng: string[];
  supportedLngs: string[];
  ns: string[];
  defaultNS: string;
  interpolation: { escapeValue: false };
}

type T = ((key: unknown, options?: unknown) => unknown) & { lng?: string; ns?: unknown };

/**
 * The part of an i18next instance that react-i18next and this code use, over texts given at
 * creation (no backend, no detector): i18next's own runtime weighs ~15 KB gzip on every page.
 * Same results, which core.parity.test.ts checks against i18next over every text.
 */
export class I18nCore extends Emitter implements Context {
  readonly options: Context['options'] & CoreOptions & Values;
  readonly store: TextStore;
  readonly isInitialized = true;
  language = '';
  languages: string[] = [];
  resolvedLanguage: string | undefined;

  /** `store`: the texts of another instance, shared (cloneInstance). */
  constructor(options: CoreOptions, store?: TextStore) {
    super();
    this.options = { ...options };
    this.store = store ?? new TextStore(options.resources, this.options.ns);
    // i18next binds its methods, so `const { t } = i18n` works there too.
    for (const name of ['t', 'exists', 'getFixedT', 'changeLanguage', 'hierarchy'] as const) {
      this[name] = this[name].bind(this) as never;
    }
    void this.changeLanguage(options.lng);
  }

  /** The language, then the fallbacks (ru, ro), each once and only if supported. */
  hierarchy(lng: string): string[] {
    const codes = [lng, ...this.options.fallbackLng];
    return codes.filter((c, i) => this.options.supportedLngs.includes(c) && codes.indexOf(c) === i);
  }

  /** Synchronous underneath, as i18next's with every text given: listeners run before it returns. */
  changeLanguage(lng: string): Promise<T> {
    this.emit('languageChanging', lng);
    const l = this.options.supportedLngs.includes(lng) ? lng : (this.options.fallbackLng[0] ?? lng);
    this.language = l;
    this.languages = this.hierarchy(l);
    this.resolvedLanguage = this.languages.find((code) => this.store.hasSomeTexts(code));
    if (!this.resolvedLanguage && this.store.hasSomeTexts(l)) {
      this.resolvedLanguage = l;
      this.languages.unshift(l);
    }
    this.emit('languageChanged', l);
    return Promise.resolve(this.t as T);
  }

  /**
   * i18next's: an instance over the same texts (one store: a text added to either is in both)
   * with a language of its own, which changing this one's leaves as it is.
   */
  cloneInstance(options: { lng?: string } = {}): I18nCore {
    return new I18nCore({ ...this.options, lng: options.lng ?? this.language }, this.store);
  }

  t(key: unknown, options?: unknown): unknown {
    return translate(this, key, options);
  }

  exists(key: unknown, options: Values = {}): boolean {
    const keys = Array.isArray(key) ? key.map(String) : [String(key)];
    return key != null && resolve(this, keys, { ...options }).text !== undefined;
  }

  /** A t of one language and namespace (react-i18next's, made anew on each language change). */
  getFixedT(lng: string, ns?: string | string[]): T {
    const fixed: T = (key, given) => {
      const options: Values =
        typeof given === 'object' && given
          ? { ...given }
          : typeof given === 'string'
            ? { defaultValue: given }
            : {};
      options.lng = options.lng || fixed.lng;
      options.ns = options.ns || fixed.ns;
      return this.t(key, options);
    };
    fixed.lng = lng;
    fixed.ns = ns;
    return fixed;
  }

  addResourceBundle(lng: string, ns: string, texts: Tree, deep?: boolean, overwrite?: boolean) {
    this.store.addResourceBundle(lng, ns, texts, deep, overwrite);
    return this;
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store.hasResourceBundle(lng, ns);
  }

  getResourceBundle(lng: string, ns = this.options.defaultNS): unknown {
    return this.store.getResource(lng, ns);
  }

  /** Every text is given at creation: nothing is ever left to load (react-i18next's `ready`). */
  hasLoadedNamespace(): boolean {
    return this.languages.length > 0;
  }

  loadNamespaces(_ns: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  loadLanguages(_lngs: unknown, callback?: () => void): Promise<void> {
    callback?.();
    return Promise.resolve();
  }
}
