import type { Language } from '@academy/contract/languages';
import { type VisitRequestInput, visitRequestMachine } from '@academy/machines';
import { VisitRequestForm } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';

/**
 * The visit request (the visitRequest flow: services, free slots, the visitor's details), loaded
 * as it nears the screen (expert-page.tsx): its machine, the slot picker, the form's parts and the
 * calendar's calls, and the free slots themselves, asked when the flow starts.
 */
export default function ExpertVisitRequest({
  id,
  language,
  doctor,
  services,
}: {
  /** The form's anchor, which the profile's "ask for a visit" link leads to. */
  id: string;
  language: Language;
  doctor: number;
  services: VisitRequestInput['services'];
}) {
  const request = useActorRef(
    visitRequestMachine.provide({
      actors: {
        loadSlots: fromPromise(async ({ input }) =>
          (await import('../../api/expert-calendar')).expertCalendar.slots(language, input),
        ),
        sendVisitRequest: fromPromise(async ({ input }) =>
          (await import('../../api/drawn-pages')).experts.sendVisitRequest(language, input),
        ),
      },
    }),
    { input: { doctor, services } },
  );
  return <VisitRequestForm id={id} actor={request} className="max-w-3xl scroll-mt-24" />;
}
