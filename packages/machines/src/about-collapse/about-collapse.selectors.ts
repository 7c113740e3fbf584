import type { AboutCollapseSnapshot } from './about-collapse.machine';

export type AboutCollapseState =
  | 'measuring'
  | 'static'
  | 'collapsed'
  | 'expanding'
  | 'expanded'
  | 'collapsing';

/** `data-state` for the text's height transition and the toggle's presence and ARIA state. */
export function selectAboutCollapse(snapshot: AboutCollapseSnapshot) {
  const state = snapshot.value as AboutCollapseState;
  return {
    state,
    hasToggle: state !== 'static' && state !== 'measuring',
    /** aria-expanded: true from the click that opens until the click that closes. */
    isExpanded: state === 'expanding' || state === 'expanded',
    /** The text is clipped to the threshold only while fully collapsed. */
    isClipped: state === 'collapsed',
    canToggle: snapshot.can({ type: 'collapse.toggle' }),
  };
}
