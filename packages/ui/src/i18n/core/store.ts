import { Emitter } from './emitter';

export type Tree = { [key: string]: unknown };
export type Resources = Record<string, Record<string, Tree>>;

const own = (node: unknown, key: string): unknown =>
  node && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Tree)[key] : undefined;

/**
 * The texts by language and namespace, as i18next's resource store keeps them: the objects given
 * at creation are used as they are (and merged into), a bundle added later is copied first. Keys
 * are paths with '.'; no text file has a '.' in a key's own name (i18next would also find those).
 */
export class TextStore extends Emitter {
  constructor(
    readonly data: Resources,
    private readonly namespaces: string[],
  ) {
    super();
  }

  getResource(lng: string, ns: string, key?: string): unknown {
    let node = own(own(this.data, lng), ns);
    for (const part of key ? key.split('.') : []) node = own(node, part);
    return node;
  }

  /** `deep`: merged into what the namespace has, keeping its texts unless `overwrite`. */
  addResourceBundle(lng: string, ns: string, texts: Tree, deep?: boolean, overwrite?: boolean) {
    if (!this.namespaces.includes(ns)) this.namespaces.push(ns);
    const copy = JSON.parse(JSON.stringify(texts)) as Tree;
    const pack = (this.getResource(lng, ns) as Tree | undefined) ?? {};
    this.data[lng] ??= {};
    this.data[lng][ns] = deep ? merge(pack, copy, overwrite) : { ...pack, ...copy };
    this.emit('added', lng, ns, copy);
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.getResource(lng, ns) !== undefined;
  }

  /** Whether a language has a non-empty namespace (i18next's `resolvedLanguage` rule). */
  hasSomeTexts(lng: string): boolean {
    return Object.values(this.data[lng] ?? {}).some((bundle) => Object.keys(bundle).length > 0);
  }
}

/** i18next's deepExtend: objects merge, a text meeting anything is replaced only on `overwrite`. */
function merge(target: Tree, source: Tree, overwrite?: boolean): Tree {
  for (const key in source) {
    if (key === '__proto__' || key === 'constructor') continue;
    if (!Object.hasOwn(target, key)) target[key] = source[key];
    else if (typeof target[key] === 'string' || typeof source[key] === 'string') {
      if (overwrite) target[key] = source[key];
    } else merge(target[key] as Tree, source[key] as Tree, overwrite);
  }
  return target;
}
