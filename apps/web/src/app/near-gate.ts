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
  /**
   * The part has hydrated: the buttons kept are clicked again, once each, in their order, each
   * once React answers it (a boundary inside the part hydrates after it).
   */
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
  let hydrated = false;
  /** Presses again each button kept that answers now; the others wait for the next frame. */
  const flush = () => {
    const waiting: HTMLElement[] = [];
    for (const button of kept) {
      if (!button.isConnected) continue;
      if (answers(button)) button.click();
      else waiting.push(button);
    }
    kept = waiting;
    if (kept.length > 0) requestAnimationFrame(flush);
  };
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
      // Before React's own listener (on the app's root), which stops a click it cannot answer:
      // until the part has hydrated, and after, on a boundary inside it that React hydrates
      // later (data the part waits for, as Deferred draws it).
      const keep = (event: Event) => {
        const button = heldButton(event.target, part);
        if (!button || (hydrated && answers(button))) return;
        // A submit waits for the form's own handler (no native submission with the page's URL).
        if (button instanceof HTMLButtonElement && button.type === 'submit') event.preventDefault();
        if (kept.includes(button)) return;
        kept.push(button);
        if (hydrated && kept.length === 1) requestAnimationFrame(flush);
      };
      document.addEventListener('click', keep, true);
      return () => {
        observer.disconnect();
        document.removeEventListener('click', keep, true);
        pending.delete(open);
      };
    },
    replay() {
      hydrated = true;
      flush();
    },
  };
}

/**
 * Whether React answers `element`: it marks each element it has hydrated with its props (the
 * only sign of it in the page; React names no API for it).
 */
function answers(element: Element) {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
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
