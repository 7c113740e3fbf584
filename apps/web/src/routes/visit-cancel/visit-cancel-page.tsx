import { visitCancelMachine } from '@academy/machines';
import { VisitCancel } from '@academy/ui';
import { useActorRef } from '@xstate/react';
import { useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { experts } from '../../api/experts';
import { PageHead } from '../../app/page-head';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { useLanguage } from '../../app/use-language';

/**
 * `visit-cancel/{id}/{token}` (designed, issue 13): the link of the visitor's e-mail. It asks
 * first, so that a mail scanner opening the link cancels nothing, then cancels with the token.
 * No loader: nothing is read before the visitor confirms.
 */
export function Page() {
  const language = useLanguage();
  const { id = '', token = '' } = useParams();
  const actor = useActorRef(
    visitCancelMachine.provide({
      actors: { cancelVisit: fromPromise(({ input }) => experts.cancelVisit(language, input)) },
    }),
    { input: { id: Number(id), token } },
  );
  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      <PageHead page="visitCancel" noindex />
      <VisitCancel actor={actor} homeHref={pathsFor(language).home()} LinkComponent={RouterLink} />
    </div>
  );
}
