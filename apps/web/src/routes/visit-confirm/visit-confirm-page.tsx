import { visitConfirmMachine } from '@academy/machines';
import { useVisitBookingTranslation, VisitConfirm } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { visitLinks } from '../../api/visit-links';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { useLanguage } from '../../app/use-language';

/**
 * `visit-confirm/{id}/{token}` (issue 28): the confirmation link of a visitor's request. Opening
 * it confirms the e-mail address at once (the request then reaches the specialist); opening it
 * again gives the same answer. No loader: the call is the flow's, answered by state.
 */
export function Page() {
  const language = useLanguage();
  const { t } = useVisitBookingTranslation();
  const { id = '', token = '' } = useParams();
  const actor = useActorRef(
    visitConfirmMachine.provide({
      actors: {
        confirmEmail: fromPromise(({ input }) => visitLinks.confirmEmail(language, input)),
      },
    }),
    { input: { id: Number(id), token } },
  );
  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      <PageHead title={t('visit-booking:confirm.title')} noindex />
      <VisitConfirm actor={actor} homeHref={pathsFor(language).home()} LinkComponent={RouterLink} />
    </div>
  );
}
