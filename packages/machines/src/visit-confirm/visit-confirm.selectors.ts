import type { VisitConfirmSnapshot } from './visit-confirm.machine';
import type { VisitConfirmMessageKey } from './visit-confirm.message-keys';

/** The machine's state, for the view's `data-state`. */
export type VisitConfirmState =
  | 'confirming'
  | 'confirmed'
  | 'received'
  | 'taken'
  | 'invalid'
  | 'expired'
  | 'failure';

type Outcome = Exclude<VisitConfirmState, 'confirming' | 'failure'>;
const TEXTS: Record<Outcome, { title: VisitConfirmMessageKey; text: VisitConfirmMessageKey }> = {
  confirmed: { title: 'visitConfirm.confirmedTitle', text: 'visitConfirm.confirmedText' },
  received: { title: 'visitConfirm.receivedTitle', text: 'visitConfirm.receivedText' },
  taken: { title: 'visitConfirm.takenTitle', text: 'visitConfirm.takenText' },
  invalid: { title: 'visitConfirm.invalidTitle', text: 'visitConfirm.invalidText' },
  expired: { title: 'visitConfirm.expiredTitle', text: 'visitConfirm.expiredText' },
};

/** The outcome's title and text, the visit when there is one (its time and zone), busy or failed. */
export function selectVisitConfirm(snapshot: VisitConfirmSnapshot) {
  const state: VisitConfirmState = snapshot.value;
  const outcome = state === 'confirming' || state === 'failure' ? null : state;
  return {
    state,
    isConfirming: state === 'confirming',
    isFailure: state === 'failure',
    outcome,
    texts: outcome ? TEXTS[outcome] : null,
    visit: snapshot.context.visit,
  };
}
