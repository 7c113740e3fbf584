/**
 * i18next's `keyFromSelector` (i18next 27, MIT, © i18next authors), the one runtime value
 * react-i18next imports from 'i18next' (useTranslation, for a keyPrefix given as a selector).
 * Builds of the web app resolve 'i18next' to this file (apps/web/build/i18next-selector-only.ts):
 * i18next's module makes its default instance when loaded, so importing one function from it
 * kept its whole runtime. Same code; key-from-selector.test.ts compares it with i18next's.
 */
const PATH_KEY = Symbol('i18next/PATH_KEY');

type Path = { [PATH_KEY]: string[] };
type Selector = (proxy: unknown) => unknown;

/** A proxy that records the properties read through it (`$ => $.a.b` → ['a', 'b']). */
function createProxy(): unknown {
  const state: PropertyKey[] = [];
  const handler: ProxyHandler<object> = Object.create(null);
  let proxy: { proxy: object; revoke: () => void } | undefined;
  handler.get = (target, key) => {
    proxy?.revoke?.();
    if (key === PATH_KEY) return state;
    state.push(key);
    proxy = Proxy.revocable(target, handler);
    return proxy.proxy;
  };
  return Proxy.revocable(Object.create(null), handler).proxy;
}

export function keyFromSelector(
  selector: Selector,
  opts?: {
    keySeparator?: string | false;
    nsSeparator?: string | false;
    ns?: unknown;
    enableSelector?: unknown;
  },
): string {
  const { [PATH_KEY]: path } = selector(createProxy()) as Path;
  const keySeparator = opts?.keySeparator || '.';
  const nsSeparator = opts?.nsSeparator ?? ':';
  const strict = opts?.enableSelector === 'strict';
  if (path.length > 1 && nsSeparator) {
    const ns = opts?.ns;
    const nsList = strict
      ? Array.isArray(ns)
        ? ns
        : ns
          ? [ns]
          : null
      : Array.isArray(ns)
        ? ns
        : null;
    if (nsList) {
      const candidates = strict ? nsList : nsList.length > 1 ? nsList.slice(1) : [];
      if (candidates.includes(path[0])) {
        return `${path[0]}${nsSeparator}${path.slice(1).join(keySeparator)}`;
      }
    }
  }
  return path.join(keySeparator);
}
