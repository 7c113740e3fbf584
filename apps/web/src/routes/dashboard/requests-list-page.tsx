import type { Language } from '@academy/contract/languages';
import {
  appointmentModalMachine,
  appointmentRequestMachine,
  autoConfirmMachine,
} from '@academy/machines';
import { RequestsListView } from '@academy/ui/requests-list';
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { appointments } from '../../api/appointments';
import { loadOwnProfile } from '../../api/my-page';
import { orOnFailure } from '../../app/content-load';
import { useRefetchPage } from '../../app/refetch-page';
import { readSession } from '../../app/session-store';
import { useLanguage } from '../../app/use-language';
import { languageOf } from '../language-loader';

/** The query the menu's shortcut adds to open the add-schedule modal here (spec 2.9). */
const ADD_VISIT_QUERY = 'add';

/**
 * The specialist's appointments (`GET /cabinet/appointment/`) and the own profile for the
 * auto-confirmation switch (`auto_confirm_requests`). A failure is only logged (spec 8): the list
 * shows empty, the switch is left out.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { user } = readSession();
  const [list, profile] = await Promise.all([
    orOnFailure('requests-list', appointments.list(), []),
    user ? orOnFailure('requests-list/profile', loadOwnProfile(user.id, language), null) : null,
  ]);
  return { language, userId: user?.id ?? 0, appointments: list, profile };
}

/**
 * Dashboard requests (spec 2.9, 4, 5): the list and the month calendar of the specialist's
 * appointments, each item its own appointmentRequest actor (confirm, cancel; a taken hour shows
 * the occupied message), the appointmentModal to add or edit a visit, and the autoConfirm switch.
 * Every change loads the list again in place.
 */
export function Page() {
  const data = useLoaderData<typeof loader>();
  const language = useLanguage();
  const refetch = useRefetchPage();
  const reload = useRef(refetch);
  reload.current = refetch;

  const requestLogic = useMemo(
    () =>
      appointmentRequestMachine.provide({
        actors: {
          confirmAppointment: fromPromise(({ input }) => appointments.confirm(input.id)),
          cancelAppointment: fromPromise(async ({ input }) => {
            await appointments.cancel(input.id);
          }),
        },
        actions: {
          reloadList: () => void reload.current(),
          warn: (_, { error }) => console.warn('requests-list', error),
        },
      }),
    [],
  );
  const modal = useActorRef(
    appointmentModalMachine.provide({
      actors: { saveAppointment: fromPromise(({ input }) => appointments.save(input)) },
      actions: { reloadList: () => void reload.current() },
    }),
    { input: { doctorId: data.userId, lang: data.language, appointments: data.appointments } },
  );
  const autoConfirm = useActorRef(
    autoConfirmMachine.provide({
      actors: {
        saveAutoConfirm: fromPromise(({ input }) =>
          appointments.saveAutoConfirm(input.profileId, input.lang, input.enabled),
        ),
      },
      actions: { warn: (_, { error }) => console.warn('requests-list/auto-confirm', error) },
    }),
    {
      input: {
        profileId: data.profile?.id ?? 0,
        lang: data.language,
        enabled: data.profile?.auto_confirm_requests === true,
      },
    },
  );

  useLanguageChange(language, (lang) => {
    modal.send({ type: 'language.change', lang });
    autoConfirm.send({ type: 'language.change', lang });
  });
  useAddVisitShortcut(() => modal.send({ type: 'modal.openNew' }));

  return (
    <RequestsListView
      appointments={data.appointments}
      requestLogic={requestLogic}
      modal={modal}
      autoConfirm={data.profile ? autoConfirm : null}
      language={language}
    />
  );
}

/** The menu's shortcut comes here with `?add=visit`: the modal opens and the query goes. */
function useAddVisitShortcut(open: () => void) {
  const [params, setParams] = useSearchParams();
  const asked = params.has(ADD_VISIT_QUERY);
  const latest = useRef(open);
  latest.current = open;
  useEffect(() => {
    if (!asked) return;
    latest.current();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(ADD_VISIT_QUERY);
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);
}

/** Calls `onChange` when the language changes after the first render. */
function useLanguageChange(language: Language, onChange: (lang: Language) => void) {
  const first = useRef(language);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (first.current === language) return;
    first.current = language;
    latest.current(language);
  }, [language]);
}
