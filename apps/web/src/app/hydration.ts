/**
 * Whether the app is hydrating the server's HTML (main.tsx): a part that would wait to render
 * (WhenNear) renders at once then, as the server did, so that the two agree.
 */
let hydrating = false;

export const isHydrating = () => hydrating;

export function setHydrating(value: boolean) {
  hydrating = value;
}
