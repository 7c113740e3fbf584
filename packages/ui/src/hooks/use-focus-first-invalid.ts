import { useEffect, useRef } from 'react';

/**
 * After a submit the validation refused, focus moves to the first field marked invalid, so the
 * reader lands on the message instead of staying on the button (WCAG 3.3.1, as GOV.UK and
 * Spectrum forms do). Call `submitted()` in the form's submit handler.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<T>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  return {
    ref,
    submitted: () => {
      pending.current = true;
    },
  };
}
