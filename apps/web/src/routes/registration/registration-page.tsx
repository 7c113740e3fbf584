import { registrationMachine } from '@academy/machines';
import { RegistrationForm } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import {
  type LoaderFunctionArgs,
  useLoaderData,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
import { fromPromise } from 'xstate';
import * as auth from '../../api/auth';
import { countries } from '../../api/countries';
import { trackEvent } from '../../app/analytics';
import { orOnFailure } from '../../app/content-load';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';

/** The form's countries and phone codes (spec 3, Country); none on a failure (spec 8). */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  return { language, countries: await orOnFailure('countries', countries.list(), []) };
}

/** Registration (spec 2.8, 5): on success, the verification note, then login after 6 s. */
export function Page() {
  const { language, countries: countryList } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = params.get('redirect');
  const paths = pathsFor(language);
  const loginHref = (redirect: string | null) => paths.login({ redirect });

  const actor = useActorRef(
    registrationMachine.provide({
      actors: {
        register: fromPromise(({ input }) =>
          auth.register(input.payload as readonly (readonly [string, string | Blob])[]),
        ),
      },
      actions: {
        alertInvalidFile: () => window.alert(t('registration.invalidFile')),
        alertError: (_, { error }) => {
          console.warn('registration', error);
          window.alert(t('registration.networkError'));
        },
        redirectToLogin: (_, { redirectTo: target }) => navigate(loginHref(target)),
        track: (_, { event }) => trackEvent(event),
      },
    }),
    { input: { language, redirectTo, utmTags: utmTags(params) } },
  );

  return (
    <div className="max-w-content px-gutter py-section mx-auto flex justify-center">
      <PageHead page="registration" noindex />
      <RegistrationForm
        actor={actor}
        countries={countryList.map(({ code, name }) => ({ code, name }))}
        phoneCodes={[...new Set(countryList.map((c) => c.phone_code))]}
        loginHref={loginHref(redirectTo)}
        privacyPolicyHref={paths.privacyPolicy()}
        paymentPolicyHref={paths.paymentPolicy()}
        onClose={() => navigate(paths.home())}
        LinkComponent={RouterLink}
      />
    </div>
  );
}

/** The campaign tags of the landing URL, sent with the registration (spec 3, profile.utm_tags). */
function utmTags(params: URLSearchParams): string {
  return [...params]
    .filter(([key]) => key.startsWith('utm_'))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}
