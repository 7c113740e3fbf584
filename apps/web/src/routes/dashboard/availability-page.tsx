import { type Availability, timeZoneOfCountry } from '@academy/contract/calendar';
import {
  availabilityEditorMachine,
  calendarFeedMachine,
  myPageFieldsFromProfile,
  servicesEditorMachine,
} from '@academy/machines';
import {
  AvailabilityEditor,
  CalendarFeed,
  ServicesEditor,
  UnsavedChangesDialog,
} from '@academy/ui/availability';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useBlocker, useLoaderData } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { availability, services } from '../../api/availability';
import { loadOwnProfile } from '../../api/my-page';
import { orOnFailure } from '../../app/content-load';
import { readSession } from '../../app/session-store';
import { languageOf } from '../language-loader';

/**
 * The specialist's hours with the feed's address, their services, and their profile (the country
 * names the default zone, the currency a new service's). A failure is only logged: the flow
 * that misses its data says so and asks again.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { user } = readSession();
  const [hours, list, profile] = await Promise.all([
    orOnFailure('availability', availability.load(), null),
    orOnFailure('availability/services', services.list(), null),
    user ? orOnFailure('availability/profile', loadOwnProfile(user.id, language), null) : null,
  ]);
  return { language, hours, services: list, profile };
}

/** Writes the feed's address to the clipboard (refused without a secure context or permission). */
async function copyText(text: string) {
  if (!navigator.clipboard) throw new Error('No clipboard');
  await navigator.clipboard.writeText(text);
}

/**
 * Dashboard "Hours and services" (issue 28): the availability editor, the private calendar feed
 * and the services editor, each on its machine with the calls of api/availability; the loader's
 * data is their first answer, so nothing is fetched twice.
 */
export function Page() {
  const data = useLoaderData<typeof loader>();
  // The page is named as the dashboard's menu names it.
  const { t } = useTranslation('ui');
  const first = useRef(data);
  const [feedUrl, setFeedUrl] = useState(data.hours?.feed_url ?? '');
  const hoursActor = useActorRef(
    availabilityEditorMachine.provide({
      actors: {
        // The loader's answer first; a retry (or a failed loader) asks again.
        loadAvailability: fromPromise<Availability>(async () => {
          const loaded = first.current.hours ?? (await availability.load());
          first.current = { ...first.current, hours: null };
          // The feed's address comes with the hours, from the loader or a retry.
          setFeedUrl(loaded.feed_url);
          return loaded;
        }),
        saveAvailability: fromPromise<Availability, Availability>(({ input }) =>
          availability.save(input),
        ),
      },
      actions: { logError: (_, { error }) => console.warn('availability', error) },
    }),
  );
  const leaving = useLeaveGuard(useSelector(hoursActor, (snapshot) => snapshot.context.dirty));
  const servicesActor = useActorRef(
    servicesEditorMachine.provide({
      actors: {
        loadServices: fromPromise(async () => {
          const loaded = first.current.services;
          first.current = { ...first.current, services: null };
          return loaded ?? services.list();
        }),
        saveService: fromPromise(({ input }) => services.save(input.id, input.body)),
        deleteService: fromPromise(({ input }) => services.remove(input)),
        orderServices: fromPromise(({ input }) => services.order(input)),
      },
      actions: { logError: (_, { error }) => console.warn('availability/services', error) },
    }),
    { input: { currency: myPageFieldsFromProfile(data.profile).currency } },
  );
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-display-sm font-semibold">
        {t('dashboardMenu.availability')}
      </h1>
      <AvailabilityEditor
        actor={hoursActor}
        language={data.language}
        countryZone={data.profile?.city ? timeZoneOfCountry(data.profile.city) : undefined}
      />
      <ServicesEditor actor={servicesActor} language={data.language} />
      {feedUrl ? <Feed feedUrl={feedUrl} /> : null}
      <UnsavedChangesDialog
        open={leaving.state === 'blocked'}
        onStay={() => leaving.reset?.()}
        onLeave={() => leaving.proceed?.()}
      />
    </div>
  );
}

/** The calendar feed's address, copied or regenerated, once the hours have brought it. */
function Feed({ feedUrl }: { feedUrl: string }) {
  const actor = useActorRef(
    calendarFeedMachine.provide({
      actors: {
        copyText: fromPromise(({ input }) => copyText(input)),
        regenerateFeed: fromPromise(() => availability.regenerateFeed()),
      },
      actions: { logError: (_, { error }) => console.warn('availability/feed', error) },
    }),
    { input: { feedUrl } },
  );
  return <CalendarFeed actor={actor} />;
}

/**
 * Unsaved hours are not lost by a click elsewhere: leaving for another page asks first, and the
 * browser asks before the tab is closed or reloaded.
 */
function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  // Another language keeps this page and its draft: only another page asks.
  const page = (pathname: string) => pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && page(currentLocation.pathname) !== page(nextLocation.pathname),
  );
}
