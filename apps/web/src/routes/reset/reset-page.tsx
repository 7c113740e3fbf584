import { isLanguage } from '@academy/contract/languages';
import { passwordResetConfirmMachine } from '@academy/machines';
import { PasswordResetConfirmForm } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import * as auth from '../../api/auth';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { storedLanguage } from '../../app/preferences';
import { RouterLink } from '../../app/router-link';

/** The mailed reset link (route reset/{token}): a new password, then on to login. */
export function Page() {
  const { lang, token = '' } = useParams();
  const language = isLanguage(lang) ? lang : storedLanguage();
  const navigate = useNavigate();
  const paths = pathsFor(language);
  const actor = useActorRef(
    passwordResetConfirmMachine.provide({
      actors: {
        confirmPasswordReset: fromPromise(({ input }) =>
          auth.confirmPasswordReset({ ...input, language }),
        ),
      },
      actions: { logError: (_, { error }) => console.warn('password reset confirm', error) },
    }),
    { input: { token } },
  );

  return (
    <div className="max-w-content px-gutter py-section mx-auto flex justify-center">
      <PageHead page="reset" noindex />
      <PasswordResetConfirmForm
        actor={actor}
        loginHref={paths.login()}
        requestLinkHref={paths.login()}
        onClose={() => navigate(paths.home())}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
