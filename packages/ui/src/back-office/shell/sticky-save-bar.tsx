import { CheckIcon } from 'lucide-react';
import { Button } from '../../components/button/button';
import { Spinner } from '../../components/spinner/spinner';

export interface StickySaveBarProps {
  /** The status line's `data-slot` (`course-save-status`…), which the journeys read. */
  slot: string;
  onSave: () => void;
  submitting: boolean;
  /** The last save's failure, translated. */
  error: string | null;
  /** The last save went through (until the next change). */
  saved: boolean;
  /** The button's words, the sending and the done ones, translated. */
  labels: { save: string; saving: string; saved: string };
}

/**
 * A long form's save, kept at the bottom of the screen: the button, then what became of the last
 * save (being sent, why it failed, or saved), said politely to screen readers.
 */
export function StickySaveBar({
  slot,
  onSave,
  submitting,
  error,
  saved,
  labels,
}: StickySaveBarProps) {
  return (
    <div className="bg-background/95 sticky bottom-0 -mx-4 flex flex-wrap items-center gap-3 border-t px-4 py-3 backdrop-blur">
      <Button onClick={onSave} disabled={submitting}>
        {submitting ? <Spinner /> : null}
        {labels.save}
      </Button>
      <p role="status" data-slot={slot} className="text-sm">
        {submitting ? labels.saving : null}
        {error ? <span className="text-danger font-medium">{error}</span> : null}
        {saved && !submitting && !error ? (
          <span className="text-success inline-flex items-center gap-1 font-medium">
            <CheckIcon aria-hidden="true" className="size-4" />
            {labels.saved}
          </span>
        ) : null}
      </p>
    </div>
  );
}
