import { backOfficeInboxEndpoints as endpoints } from '@academy/contract/endpoints';
import {
  type ContactRequestRow,
  ContactRequestsInbox,
  HandleRequestDialog,
  ReopenRequestDialog,
} from '@academy/ui/back-office';
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { adminInbox } from '../../api/admin-inbox';
import { languageOf } from '../language-loader';
import { listLoad, listQueryOf } from './list-state';
import { useSearchedList } from './searched-list';
import { useStaffAction, useStaffActionDialog } from './use-staff-action';

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
  const { go, table } = useSearchedList(schema, query, list);
  const [target, setTarget] = useState<ContactRequestRow | null>(null);
  const actor = useStaffAction('admin/requests', (input) =>
    input.verb === 'reopen'
      ? adminInbox.reopen(Number(input.id))
      : adminInbox.handle(Number(input.id), input.note ?? ''),
  );
  const { action, confirm, cancel } = useStaffActionDialog(actor);
  const open = (verb: 'handle' | 'reopen', request: ContactRequestRow) => {
    setTarget(request);
    actor.send({ type: 'action.open', values: { verb, id: String(request.id), note: '' } });
  };
  const verb = action.values.verb;
  return (
    <ContactRequestsInbox
      status={query.status}
      onStatusChange={(status) => go({ status, sort: 'created', order: 'desc' })}
      {...table}
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
