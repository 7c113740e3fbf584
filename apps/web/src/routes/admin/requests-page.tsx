import { backOfficeInboxEndpoints as endpoints } from '@academy/contract/endpoints';
import { selectStaffAction, staffActionMachine } from '@academy/machines';
import {
  type ContactRequestRow,
  ContactRequestsInbox,
  HandleRequestDialog,
  ReopenRequestDialog,
} from '@academy/ui/back-office';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { adminInbox } from '../../api/admin-inbox';
import { useRefetchPage } from '../../app/refetch-page';
import { languageOf } from '../language-loader';
import { listLoad, listQueryOf, searchOf, tableStateOf, useReloading } from './list-state';

const schema = endpoints.contactRequests.query;

/** The contact requests inbox (issue 26): tab, search, sort and page live in the URL. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const query = listQueryOf(schema, args.request.url);
  const list = await listLoad('admin/requests', adminInbox.requests(query));
  return { language, query, list };
}

export function Page() {
  const { query, list } = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const refetch = useRefetchPage();
  const reloading = useReloading();
  const go = (patch: Partial<typeof query>) =>
    setSearchParams(searchOf(schema, { ...query, page: 1, ...patch }));
  const [target, setTarget] = useState<ContactRequestRow | null>(null);
  const logic = useMemo(
    () =>
      staffActionMachine.provide({
        actors: {
          perform: fromPromise(({ input }) =>
            input.verb === 'reopen'
              ? adminInbox.reopen(Number(input.id))
              : adminInbox.handle(Number(input.id), input.note ?? ''),
          ),
        },
        actions: {
          onDone: () => void refetch(),
          logError: (_, { error }) => console.warn('admin/requests', error),
        },
      }),
    [refetch],
  );
  const actor = useActorRef(logic);
  const action = useSelector(actor, selectStaffAction);
  const open = (verb: 'handle' | 'reopen', request: ContactRequestRow) => {
    setTarget(request);
    actor.send({ type: 'action.open', values: { verb, id: String(request.id), note: '' } });
  };
  const confirm = () =>
    actor.send({ type: action.state === 'failure' ? 'action.retry' : 'action.confirm' });
  const cancel = () => actor.send({ type: 'action.cancel' });
  const verb = action.values.verb;
  return (
    <ContactRequestsInbox
      status={query.status}
      onStatusChange={(status) => go({ status, sort: 'created', order: 'desc' })}
      q={query.q}
      onSearch={(q) => go({ q })}
      rows={list.state === 'ready' ? list.data.results : []}
      count={list.state === 'ready' ? list.data.count : 0}
      page={query.page}
      pageSize={query.page_size}
      sort={{ id: query.sort, desc: query.order === 'desc' }}
      onSortChange={(sort) =>
        go({ sort: sort.id as typeof query.sort, order: sort.desc ? 'desc' : 'asc' })
      }
      onPageChange={(page) => go({ page })}
      state={tableStateOf(list, reloading)}
      onRetry={() => void refetch()}
      onHandle={(request) => open('handle', request)}
      onReopen={(request) => open('reopen', request)}
    >
      <HandleRequestDialog
        request={verb === 'handle' ? target : null}
        action={action}
        onNoteChange={(value) => actor.send({ type: 'action.change', field: 'note', value })}
        onConfirm={confirm}
        onCancel={cancel}
      />
      <ReopenRequestDialog
        request={verb === 'reopen' ? target : null}
        action={action}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </ContactRequestsInbox>
  );
}
