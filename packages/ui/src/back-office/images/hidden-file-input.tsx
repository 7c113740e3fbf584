import type { Ref } from 'react';

export interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  accept: string;
  /** The file chosen; the input is emptied, so choosing the same file again is a change too. */
  onFile: (file: File) => void;
}

/**
 * The browser's file picker behind a visible button of the page (which calls `click()` on it):
 * out of the tab order and hidden from screen readers, the button being the control they reach.
 */
export function HiddenFileInput({ ref, accept, onFile }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      tabIndex={-1}
      aria-hidden
      className="sr-only"
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
