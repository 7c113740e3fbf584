/**
 * Clicks before the app answers (issue 29): a slow phone hydrates a drawn page seconds after its
 * first paint. Links, the language menu (a `<details>`) and forms work as plain HTML meanwhile; a
 * click on a button (the course's Buy, the menu's burger) would do nothing, so index.html's boot
 * loader (build/deferred-boot.ts) keeps the buttons clicked, and the app clicks them again once
 * its first render has committed.
 *
 * This module imports nothing: the build's plugin reads its constants with plain Node.
 */

/** The loader's function on `window` that stops keeping clicks and hands over those kept. */
export const TAKE_EARLY_CLICKS = '__takeEarlyClicks';

/**
 * The loader's part, as it is written into index.html: keeps each button clicked once (in the
 * order of the clicks), never a form's submit button (the form submits itself).
 */
export const EARLY_CLICKS_SCRIPT = `(function () {
  var kept = [];
  function keep(event) {
    var button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!button || (button.type === 'submit' && button.form) || kept.indexOf(button) >= 0) return;
    kept.push(button);
  }
  document.addEventListener('click', keep, true);
  window.${TAKE_EARLY_CLICKS} = function () {
    document.removeEventListener('click', keep, true);
    return kept.splice(0);
  };
})();`;

declare global {
  interface Window {
    [TAKE_EARLY_CLICKS]?: () => Element[];
  }
}

let taken: Element[] = [];

/**
 * Stops the loader's keeping and takes the buttons clicked before. Just before the app's root
 * starts: React answers the clicks from here on, except on a part it has not hydrated yet, where
 * React 19 drops them (a part the page holds back as drawn keeps them itself: near-gate.ts).
 */
export function takeEarlyClicks() {
  taken = window[TAKE_EARLY_CLICKS]?.() ?? [];
}

/**
 * Clicks again, once, each button taken that is still in the page: a hydration keeps the server's
 * elements, so the click reaches the now-hydrated button; a page drawn anew (a signed-in reader's)
 * has replaced them, and their clicks are dropped.
 */
export function replayEarlyClicks() {
  const clicks = taken;
  taken = [];
  for (const button of clicks) {
    if (button.isConnected && button instanceof HTMLElement) button.click();
  }
}
