import { visitRescheduleMachine } from '@academy/machines';
import { useVisitBookingTranslation, VisitReschedule } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { visitLinks } from '../../api/visit-links';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { useLanguage } from '../../app/use-language';

/**
 * `visit-reschedule/{id}/{token}` (issue 28): the reschedule link of a visitor's mails. The visit
 * and its free slots load with the flow (they change by the minute: no loader, no page cache),
 * then the visitor moves it to a free slot.
 */
export function Page() {
  const language = useLanguage();
  const { t } = useVisitBookingTranslation();
  const { id = '', token = '' } = useParams();
  const actor = useActorRef(
    visitRescheduleMachine.provide({
      actors: {
        loadOptions: fromPromise(({ input }) => visitLinks.rescheduleOptions(language, input)),
        moveVisit: fromPromise(({ input }) => visitLinks.rescheduleVisit(language, input)),
      },
    }),
    { input: { id: Number(id), token } },
  );
  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      <PageHead title={t('visit-booking:reschedule.title')} noindex />
      <VisitReschedule
        actor={actor}
        homeHref={pathsFor(language).home()}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
