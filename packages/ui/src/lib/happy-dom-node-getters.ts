/**
 * Tests only. happy-dom answers `nodeName` / `nodeType` from each subclass, while the getter on
 * `Node.prototype` answers the base value; DOMPurify reads that getter (to resist clobbering) and
 * would then drop the first element of every input. This makes the base getter ask the subclass,
 * as browsers effectively do. Call it before the first `sanitizeHtml`.
 */
export function fixHappyDomNodeGetters() {
  for (const name of ['nodeName', 'nodeType'] as const) {
    const base = Object.getOwnPropertyDescriptor(Node.prototype, name);
    if (!base?.get || base.get.name === 'subclassGetter') continue;
    const baseGet = base.get;
    Object.defineProperty(Node.prototype, name, {
      ...base,
      get: function subclassGetter(this: Node) {
        let proto = Object.getPrototypeOf(this) as object | null;
        while (proto && proto !== Node.prototype) {
          const own = Object.getOwnPropertyDescriptor(proto, name);
          if (own?.get) return own.get.call(this);
          proto = Object.getPrototypeOf(proto) as object | null;
        }
        return baseGet.call(this);
      },
    });
  }
}
