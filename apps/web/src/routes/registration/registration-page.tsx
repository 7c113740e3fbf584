import { isLanguage } from '@academy/contract/languages';
import { registrationMachine } from '@academy/machines';
import { RegistrationForm } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import * as auth from '../../api/auth';
import { countries } from '../../api/countries';
import { trackEvent } from '../../app/analytics';
import { storedLanguage } from '../../app/preferences';
import { RouterLink } from '../../app/router-link';
import { useRemote } from '../../app/use-remote';

/** Registration (spec 2.8, 5): on success, the verification note, then login after 6 s. */
export function Page() {
  const { lang } = useParams();
  const language = isLanguage(lang) ? lang : storedLanguage();
  const { t } = useTranslation('web');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirectTo = params.get('redirect');
  const countryList = useRemote(countries.list, []);
  const loginHref = (redirect: string | null) =>
    `/${language}/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

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
      <RegistrationForm
        actor={actor}
        countries={(countryList ?? []).map(({ code, name }) => ({ code, name }))}
        phoneCodes={[...new Set((countryList ?? []).map((c) => c.phone_code))]}
        loginHref={loginHref(redirectTo)}
        privacyPolicyHref={`/policy_md/policy_${language}.pdf`}
        paymentPolicyHref={`/payment_policy/payment_policy_${language}.pdf`}
        onClose={() => navigate(`/${language}`)}
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
