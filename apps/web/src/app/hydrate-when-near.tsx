import {
  type ReactNode,
  Suspense,
  startTransition,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { I18nContext } from 'react-i18next';
import { isHydrating } from './hydration';
import { type NearGate, nearGate } from './near-gate';
import { WhenNear, type WhenNearProps } from './when-near';

/**
 * WhenNear for a part the server draws (issue 29): while the page hydrates, the part stays as the
 * server drew it (its code not loaded, its elements not hydrated, its work not started) until it
 * comes near the screen, instead of hydrating with the first screen; a button pressed in it
 * meanwhile is pressed again once it answers (near-gate.ts), and links work as HTML. On a page
 * the app draws itself, as WhenNear.
 *
 * An empty hidden marker, drawn by the server too, precedes the part: the gate watches the
 * element that follows it, the part's first.
 */
export function HydrateWhenNear({ id, reserve, children }: WhenNearProps) {
  const marker = useRef<HTMLSpanElement>(null);
  const [gate] = useState(() =>
    isHydrating() && typeof IntersectionObserver !== 'undefined' ? nearGate() : null,
  );
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => gate?.watch(marker.current), [gate]);
  // Until the part has hydrated, its boundary gets no update (a render of the page, such as a
  // link to an anchor, keeps the first elements): React would drop the server's HTML for the
  // fallback, and the part would blink. Nor do its texts: a language switch (a navigation) that
  // reached them first would hydrate the part in the new language over the server's, which React
  // refuses (a boundary inside the part hydrates after it, from what it had then).
  const [first] = useState(children);
  const texts = useContext(I18nContext);
  const [firstTexts] = useState(texts);
  const held = gate !== null && !hydrated;
  const content = held ? first : children;
  const partTexts = held ? firstTexts : texts;
  // A transition: React hydrates what the part still holds as drawn (a boundary inside it) from
  // the first elements before it renders the new ones, waiting for that boundary's code if need be.
  const onHydrated = useCallback(() => startTransition(() => setHydrated(true)), []);
  const boundary = useMemo(
    () =>
      gate ? (
        <I18nContext.Provider value={partTexts}>
          <Suspense fallback={<div id={id} className={reserve} />}>
            <Gated gate={gate} onHydrated={onHydrated}>
              {content}
            </Gated>
          </Suspense>
        </I18nContext.Provider>
      ) : null,
    [gate, content, partTexts, onHydrated, id, reserve],
  );
  return (
    <>
      <span ref={marker} hidden />
      {boundary ?? (
        <WhenNear id={id} reserve={reserve}>
          {children}
        </WhenNear>
      )}
    </>
  );
}

/**
 * The part, once near: until then it suspends, which keeps the server's HTML as drawn. Its effect
 * runs after the part's own (an actor started...), so the clicks come again to a part that works.
 * The part is its only child, as on the server (WhenNear): a sibling would fork the tree that
 * `useId` numbers, and the part's ids would differ from the server's.
 */
function Gated({
  gate,
  onHydrated,
  children,
}: {
  gate: NearGate;
  onHydrated: () => void;
  children: ReactNode;
}) {
  use(gate.near);
  useEffect(() => {
    gate.replay();
    onHydrated();
  }, [gate, onHydrated]);
  return children;
}
