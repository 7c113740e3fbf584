/**
 * Clicks before the app answers (issue 29): a slow phone hydrates a drawn page seconds after its
 * first paint. Links, the language menu (a `<details>`) and forms work as plain HTML meanwhile; a
 * click on a button (the course's Buy, the menu's burger) would do nothing, so a script in
 * index.html's head (build/deferred-boot.ts) keeps the buttons clicked, and the app clicks them
 * again once its first render has committed. It keeps them while React hydrates too: React
 * answers a click on a button it has hydrated and drops one on a button it has not reached yet
 * (React 19), so until the first render commits the page's buttons are the keeper's alone.
 *
 * This module imports nothing: the build's plugin reads its constants with plain Node.
 */

/** The keeper's function on `window` that stops keeping clicks and hands over those kept. */
export const TAKE_EARLY_CLICKS = '__takeEarlyClicks';

/**
 * The keeper, as it is written into index.html: keeps each button clicked once (in the order of
 * the clicks), never a form's submit button (the form submits itself), and stops the click there,
 * so that a button React hydrated meanwhile does not answer it as well as its replay.
 */
export const EARLY_CLICKS_SCRIPT = `(function () {
  var kept = [];
  function keep(event) {
    var button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (!button || (button.type === 'submit' && button.form)) return;
    event.stopPropagation();
    if (kept.indexOf(button) < 0) kept.push(button);
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

/**
 * Once the app's first render has committed: stops the keeper and clicks again, once, each button
 * it kept that is still in the page. A hydration keeps the server's elements, so the click reaches
 * the now-hydrated button; a page drawn anew (a signed-in reader's) has replaced them, and their
 * clicks are dropped. A part held back as drawn keeps its own from here on (near-gate.ts).
 */
export function replayEarlyClicks() {
  const clicks = window[TAKE_EARLY_CLICKS]?.() ?? [];
  for (const button of clicks) {
    if (button.isConnected && button instanceof HTMLElement) button.click();
  }
}
