import { type KeyboardEvent, useCallback } from 'react';

/**
 * Arrow-key roving focus for a `role="toolbar"` (WAI-ARIA toolbar pattern): one tab stop, Left
 * and Right move between the enabled buttons (wrapping), Home and End go to the ends.
 */
export function useRovingToolbar() {
  return useCallback((event: KeyboardEvent<HTMLElement>) => {
    const keys = ['ArrowLeft', 'ArrowRight', 'Home', 'End'];
    if (!keys.includes(event.key)) return;
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)'),
    );
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (buttons.length === 0) return;
    event.preventDefault();
    const last = buttons.length - 1;
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === 'ArrowRight'
            ? (current + 1) % buttons.length
            : (current - 1 + buttons.length) % buttons.length;
    for (const [index, button] of buttons.entries()) button.tabIndex = index === next ? 0 : -1;
    buttons[next]?.focus();
  }, []);
}
