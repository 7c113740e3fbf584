/**
 * happy-dom (the tests' DOM and the server render's) answers `nodeName` / `nodeType` from each
 * subclass, while the getter on `Node.prototype` answers the base value (''); DOMPurify reads that
 * getter (to resist clobbering) and would then drop the first element of every input and keep a
 * script. This makes the base getter ask the subclass, as browsers effectively do. Call it before
 * the first `sanitizeHtml`: on the global `Node` in tests, on a server window's `Node` there.
 */
export function fixHappyDomNodeGetters() {
  fixNodeGetters(Node);
}

/** The same for a given window's `Node` (a server render's happy-dom window). */
export function fixNodeGetters(NodeClass: { prototype: Node }) {
  for (const name of ['nodeName', 'nodeType'] as const) {
    const base = Object.getOwnPropertyDescriptor(NodeClass.prototype, name);
    if (!base?.get || base.get.name === 'subclassGetter') continue;
    const baseGet = base.get;
    Object.defineProperty(NodeClass.prototype, name, {
      ...base,
      get: function subclassGetter(this: Node) {
        let proto = Object.getPrototypeOf(this) as object | null;
        while (proto && proto !== NodeClass.prototype) {
          const own = Object.getOwnPropertyDescriptor(proto, name);
          if (own?.get) return own.get.call(this);
          proto = Object.getPrototypeOf(proto) as object | null;
        }
        return baseGet.call(this);
      },
    });
  }
}
