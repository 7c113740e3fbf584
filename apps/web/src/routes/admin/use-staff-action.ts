import { type StaffActionValues, selectStaffAction, staffActionMachine } from '@academy/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useRefetchPage } from '../../app/refetch-page';

/**
 * A page's confirmed staff action (staffActionMachine): `perform` is its call with the dialog's
 * values; once it is done, `onDone` runs (a page's own state, such as ticks to clear) and the
 * page is loaded again, the record having changed; a failure is logged as `what`. The actor
 * outlives a reload of the page, so it calls the `perform` and `onDone` of the latest render.
 */
export function useStaffAction(
  what: string,
  perform: (values: StaffActionValues) => Promise<unknown>,
  onDone?: () => void,
) {
  const refetch = useRefetchPage();
  const latest = useRef({ perform, onDone });
  latest.current = { perform, onDone };
  const logic = useMemo(
    () =>
      staffActionMachine.provide({
        actors: { perform: fromPromise(({ input }) => latest.current.perform(input)) },
        actions: {
          onDone: () => {
            latest.current.onDone?.();
            void refetch();
          },
          logError: (_, { error }) => console.warn(what, error),
        },
      }),
    [refetch, what],
  );
  return useActorRef(logic);
}

/** A page's own dialog for an action: its view, its confirm (or retry) and its cancel. */
export function useStaffActionDialog(actor: ReturnType<typeof useStaffAction>) {
  const action = useSelector(actor, selectStaffAction);
  const confirm = () =>
    actor.send({ type: action.state === 'failure' ? 'action.retry' : 'action.confirm' });
  const cancel = () => actor.send({ type: 'action.cancel' });
  return { action, confirm, cancel };
}
