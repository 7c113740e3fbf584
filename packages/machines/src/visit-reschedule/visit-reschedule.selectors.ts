import { selectSlotPicking } from '../slot-picking';
import type { VisitRescheduleSnapshot } from './visit-reschedule.machine';
import type { VisitRescheduleMessageKey } from './visit-reschedule.message-keys';

/** The machine's state, for the view's `data-state`. */
export type VisitRescheduleState =
  | 'loading'
  | 'failure'
  | 'choosing'
  | 'moving'
  | 'moved'
  | 'invalid'
  | 'gone';

type Ending = 'moved' | 'invalid' | 'gone';
const ENDINGS: Record<
  Ending,
  { title: VisitRescheduleMessageKey; text: VisitRescheduleMessageKey }
> = {
  moved: { title: 'visitReschedule.movedTitle', text: 'visitReschedule.movedText' },
  invalid: { title: 'visitReschedule.invalidTitle', text: 'visitReschedule.invalidText' },
  gone: { title: 'visitReschedule.goneTitle', text: 'visitReschedule.goneText' },
};

/** The visit as it is, the free slots to move it to, the message, the button, or the ending. */
export function selectVisitReschedule(snapshot: VisitRescheduleSnapshot) {
  const state: VisitRescheduleState = snapshot.value;
  const { visit, picking, notice } = snapshot.context;
  const ending = state === 'moved' || state === 'invalid' || state === 'gone' ? state : null;
  const isMoving = state === 'moving';
  return {
    state,
    visit,
    slots: selectSlotPicking(picking),
    /** Before the first answer nothing is known: the page shows a placeholder. */
    isFirstLoad: state === 'loading' && visit === null,
    isLoadingSlots: state === 'loading',
    isFailure: state === 'failure',
    isMoving,
    notice,
    ending: ending ? ENDINGS[ending] : null,
    buttonLabelKey: isMoving
      ? ('visitReschedule.moving' as const)
      : ('visitReschedule.submit' as const),
  };
}
