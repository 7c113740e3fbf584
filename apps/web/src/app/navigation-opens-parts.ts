import type { createBrowserRouter } from 'react-router-dom';
import { openPendingParts } from './near-gate';

/**
 * Once a navigation starts (the router leaves idle), every part of a drawn page still waiting to
 * come near the screen hydrates at once (issue 29, item 1: HydrateWhenNear): the page then
 * answers as a whole, and a part that would render again with the next page's data (a language
 * switch on Home) is hydrated first from what the server drew, so it ends in the new language
 * with the rest of the page. Returns the unsubscription.
 */
export function openPartsOnNavigation(
  router: Pick<ReturnType<typeof createBrowserRouter>, 'subscribe'>,
) {
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') openPendingParts();
  });
}
