import { changePasswordMachine } from '@academy/machines';
import { ChangePasswordForm } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import * as auth from '../../api/auth';

/** Dashboard change-pass (spec 2.9, 5): old, new and repeated password, sent with the token. */
export function Page() {
  const actor = useActorRef(
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => auth.setPassword(input)) },
      actions: { logError: (_, { error }) => console.warn('change password', error) },
    }),
  );
  return <ChangePasswordForm actor={actor} titleLevel={1} />;
}
