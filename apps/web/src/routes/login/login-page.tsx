import { isLanguage } from '@academy/contract/languages';
import { loginMachine, passwordResetMachine } from '@academy/machines';
import { LoginForm } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import * as auth from '../../api/auth';
import { trackEvent } from '../../app/analytics';
import { localizedPath } from '../../app/language-path';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { storedDarkMode, storedLanguage } from '../../app/preferences';
import { RouterLink } from '../../app/router-link';
import { useRunningSession } from '../../app/session-actor';

/** Login (spec 2.8): back to the `redirect` target after success, else the dashboard courses. */
export function Page() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : storedLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Running now: the login's redirect opens a protected page, which reads the session sent here.
  const session = useRunningSession();
  const redirectTo = params.get('redirect');
  const paths = pathsFor(language);

  const login = useActorRef(
    loginMachine.provide({
      actors: {
        requestToken: fromPromise(({ input }) => auth.requestToken(input)),
        loadUser: fromPromise(({ input }) => auth.loadUser(input.token)),
        loadProfile: fromPromise(({ input }) =>
          auth.loadProfile(input.token, input.userId, input.language),
        ),
      },
      actions: {
        storeSession: (_, data) => session.send({ type: 'session.login', ...data }),
        redirect: (_, { to }) => {
          const path = localizedPath(language, to);
          void navigate(path, { replace: true });
        },
        track: (_, { event }) => trackEvent(event),
        logError: (_, { error }) => console.warn('login', error),
      },
    }),
    { input: { redirectTo, prefs: { darkMode: storedDarkMode(), language } } },
  );
  const reset = useActorRef(
    passwordResetMachine.provide({
      actors: {
        sendPasswordReset: fromPromise(({ input }) => auth.requestPasswordReset(input)),
      },
      actions: { track: (_, { event }) => trackEvent(event) },
    }),
    { input: { language } },
  );

  return (
    <div className="max-w-content px-gutter py-section mx-auto flex justify-center">
      <PageHead page="login" noindex />
      <LoginForm
        actor={login}
        passwordResetActor={reset}
        registrationHref={paths.registration({ redirect: redirectTo })}
        onClose={() => navigate(paths.home())}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
