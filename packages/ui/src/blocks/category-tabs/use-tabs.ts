import { type KeyboardEvent, useId, useState } from 'react';

/*
 * Tabs with automatic activation (WAI-ARIA Authoring Practices), written here instead of Radix
 * Tabs: Radix brought collection, roving-focus, presence and controllable-state into Home's first
 * load (about 7 KB gzip) for one tab list. Ids come from useId, so the server's HTML and the
 * hydrated one agree; `data-state` stays as Radix wrote it, for the classes that style it.
 */

type Key = string | number;

/** The keys that move between tabs, from the index of the focused tab and their count. */
const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

const state = (active: boolean) => (active ? 'active' : 'inactive');

/**
 * One tab list over `keys`, `defaultKey` chosen first (or the first key when it is not among
 * them). Spread `tabProps` on each tab button and `panelProps` on each panel; only the chosen
 * panel should draw its content (`selected`).
 */
export function useTabs<K extends Key>(keys: readonly K[], defaultKey?: K) {
  const baseId = useId();
  const [chosen, setChosen] = useState(defaultKey);
  // A chosen key that is gone (the keys changed) falls back to the first tab.
  const selected = chosen !== undefined && keys.includes(chosen) ? chosen : keys[0];
  const tabId = (key: K) => `${baseId}-tab-${key}`;
  const panelId = (key: K) => `${baseId}-panel-${key}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = keys[move(index, keys.length)];
    if (next === undefined) return;
    setChosen(next);
    event.currentTarget.ownerDocument.getElementById(tabId(next))?.focus();
  };

  const tabProps = (key: K, index: number) => {
    const active = key === selected;
    return {
      type: 'button' as const,
      role: 'tab',
      id: tabId(key),
      'aria-selected': active,
      'aria-controls': panelId(key),
      // One stop for the whole list: the chosen tab; the arrows move between the others.
      tabIndex: active ? 0 : -1,
      'data-state': state(active),
      onClick: () => setChosen(key),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => onKeyDown(event, index),
    };
  };

  const panelProps = (key: K) => {
    const active = key === selected;
    return {
      role: 'tabpanel',
      id: panelId(key),
      'aria-labelledby': tabId(key),
      tabIndex: 0,
      hidden: !active,
      'data-state': state(active),
    };
  };

  return { selected, tabProps, panelProps };
}
