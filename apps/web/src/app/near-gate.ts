import { NEAR_MARGIN } from './when-near';

/**
 * What holds a part the server drew until it comes near the screen (HydrateWhenNear): `near`
 * settles once the part's first element is within NEAR_MARGIN of the screen. Meanwhile React
 * answers no click in the part (it cannot hydrate it yet, and drops the event), so each button
 * clicked there is kept and clicked again by `replay`, once the part answers.
 */
export interface NearGate {
  near: Promise<void>;
  /**
   * Watches the part that follows `marker` in the page (and counts it among the parts a
   * navigation opens); returns the cleanup.
   */
  watch(marker: Element | null): () => void;
  /** The part has hydrated: the buttons kept are clicked again, once each, in their order. */
  replay(): void;
}

/** The open functions of the gates watching a part not near yet. */
const pending = new Set<() => void>();

/**
 * Opens every gate still closed: a navigation has started (issue 29, item 1), and the page it
 * leaves or renders again must answer as a whole, its parts below the screen hydrated with the
 * data they were drawn with before the new page's data comes.
 */
export function openPendingParts() {
  for (const open of [...pending]) open();
}

export function nearGate(): NearGate {
  let resolve = () => {};
  const near = new Promise<void>((settle) => {
    resolve = settle;
  });
  const open = () => {
    pending.delete(open);
    resolve();
  };
  let kept: HTMLElement[] = [];
  let stopKeeping = () => {};
  return {
    near,
    watch(marker) {
      const part = marker?.nextElementSibling;
      if (!part) {
        open();
        return () => {};
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          open();
        },
        { rootMargin: NEAR_MARGIN },
      );
      observer.observe(part);
      pending.add(open);
      // Before React's own listener (on the app's root), which stops a click it cannot answer.
      const keep = (event: Event) => {
        const button = heldButton(event.target, part);
        if (!button) return;
        // A submit waits for the form's own handler (no native submission with the page's URL).
        if (button instanceof HTMLButtonElement && button.type === 'submit') event.preventDefault();
        if (!kept.includes(button)) kept.push(button);
      };
      document.addEventListener('click', keep, true);
      stopKeeping = () => document.removeEventListener('click', keep, true);
      return () => {
        observer.disconnect();
        stopKeeping();
        pending.delete(open);
      };
    },
    replay() {
      stopKeeping();
      const clicks = kept;
      kept = [];
      for (const button of clicks) if (button.isConnected) button.click();
    },
  };
}

/**
 * The button a click in `part` pressed, unless its form works without the app (an `action` of
 * its own submits as HTML does).
 */
function heldButton(target: EventTarget | null, part: Element): HTMLElement | null {
  const button = target instanceof Element ? target.closest('button, [role="button"]') : null;
  if (!(button instanceof HTMLElement) || !part.contains(button)) return null;
  const form = button instanceof HTMLButtonElement ? button.form : null;
  if (form?.hasAttribute('action') && (button as HTMLButtonElement).type === 'submit') return null;
  return button;
}
