import type { Language } from '@academy/contract/languages';
import { myPageMachine, workModalMachine } from '@academy/machines';
import { MyPageView } from '@academy/ui/my-page';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { fromPromise } from 'xstate';
import * as myPage from '../../api/my-page';
import { usePaths } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { readSession, writeSession } from '../../app/session-store';
import { useShowToast } from '../../app/toast-provider';
import { useLanguage } from '../../app/use-language';
import { languageOf } from '../language-loader';

/**
 * The logged-in user's own profile (`GET /{lang}/accounts/users/{id}/`, with `my_page_available`):
 * the fields, the certificates and the work slides. Revalidated after each save, so a new slide
 * shows without reloading the page (the spec reloads it after a third one).
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { user } = readSession();
  if (!user) return { language, userId: 0, profile: null };
  const profile = await myPage.loadOwnProfile(user.id, language);
  rememberUnlock(profile.my_page_available === true);
  return { language, userId: user.id, profile };
}

/** The menu's lock reads the stored profile: a course bought since the login unlocks it here. */
function rememberUnlock(available: boolean) {
  const { token, user, profile, remember } = readSession();
  if (token && user && profile && profile.my_page_available !== available) {
    writeSession({ token, user, remember, profile: { ...profile, my_page_available: available } });
  }
}

/** Keeps the stored session's name in step with a saved profile (the header shows it). */
function storeUserName(name: string) {
  const { token, user, profile, remember } = readSession();
  if (token && user && profile)
    writeSession({ token, user, remember, profile: { ...profile, name } });
}

/**
 * The specialist's page editor (spec 2.9 My page, 4, 5) on the myPage and workModal machines:
 * their calls are api/my-page's; a save shows the app's toast; the data is refetched after every
 * save (a new slide included) instead of reloading the page.
 */
export function Page() {
  const data = useLoaderData<typeof loader>();
  const language = useLanguage();
  const paths = usePaths();
  const showToast = useShowToast();
  const refetch = useRefetchPage();
  const latest = useRef(data);
  latest.current = data;
  const profileId = data.profile?.id ?? 0;

  const actor = useActorRef(
    myPageMachine.provide({
      actors: {
        // The loader's answer first; another language (or a failed loader) asks again.
        loadProfile: fromPromise(async ({ input }) => {
          const { profile, userId, language: loaded } = latest.current;
          if (profile && loaded === input.lang) return profile;
          return myPage.loadOwnProfile(userId, input.lang);
        }),
        saveProfile: fromPromise(({ input }) =>
          myPage.saveProfile(input.profileId, input.lang, input.payload),
        ),
        saveCertificateShow: fromPromise(async ({ input }) => {
          await myPage.saveCertificateShow(input.id, input.show);
        }),
      },
      actions: {
        showToast: (_, { messageKey }) => showToast(messageKey),
        reloadSpecialists: () => void refetch(),
        updateStoredUserName: (_, { name }) => storeUserName(name),
        warn: (_, { error }) => console.warn('my-page', error),
      },
    }),
    { input: { profileId, lang: data.language } },
  );
  const workModal = useActorRef(
    workModalMachine.provide({
      actors: {
        createSlide: fromPromise(async ({ input }) => {
          await myPage.createSlide(input);
        }),
        updateSlide: fromPromise(async ({ input }) => {
          await myPage.updateSlide(input);
        }),
        deleteSlide: fromPromise(({ input }) => myPage.deleteSlide(input.id)),
      },
      actions: {
        reloadSpecialists: () => void refetch(),
        // Spec 4 reloads the page after a third slide: the refetch shows the same.
        reloadPage: () => void refetch(),
        logError: (_, { error }) => console.warn('my-page/slide', error),
      },
    }),
    { input: { profileId } },
  );

  useLanguageChange(language, (lang) => actor.send({ type: 'language.change', lang }));

  return (
    <MyPageView
      actor={actor}
      workModal={workModal}
      certificates={data.profile?.certificates_and_diplomas ?? []}
      works={data.profile?.user_page_slide ?? []}
      pageUrl={new URL(`${paths.expert(data.userId)}/`, window.location.origin).href}
      catalogueHref={paths.category()}
      language={language}
    />
  );
}

/** Calls `onChange` when the language changes after the first render. */
function useLanguageChange(language: Language, onChange: (lang: Language) => void) {
  const first = useRef(language);
  useEffect(() => {
    if (first.current === language) return;
    first.current = language;
    onChange(language);
  }, [language, onChange]);
}
