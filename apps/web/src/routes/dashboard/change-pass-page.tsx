import { changePasswordMachine, deviceSessionsMachine } from '@academy/machines';
import { ChangePasswordForm, DeviceSessions } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import * as auth from '../../api/auth';
import { useLanguage } from '../../app/use-language';

/**
 * Dashboard change-pass (spec 2.9, 5): old, new and repeated password, sent with the token; below
 * it the signed-in devices (designed), which a password change logs out, so the list reloads.
 */
export function Page() {
  const language = useLanguage();
  const sessions = useActorRef(
    deviceSessionsMachine.provide({
      actors: {
        loadSessions: fromPromise(() => auth.loadSessions()),
        endSession: fromPromise(({ input }) => auth.endSession(input)),
        endOtherSessions: fromPromise(() => auth.endOtherSessions()),
      },
      actions: { logError: (_, { error }) => console.warn('sessions', error) },
    }),
  );
  const password = useActorRef(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input }) => {
          await auth.setPassword(input);
          sessions.send({ type: 'sessions.reload' });
        }),
      },
      actions: { logError: (_, { error }) => console.warn('change password', error) },
    }),
  );
  return (
    <div className="flex flex-col gap-6">
      <ChangePasswordForm actor={password} titleLevel={1} />
      <DeviceSessions actor={sessions} language={language} />
    </div>
  );
}
