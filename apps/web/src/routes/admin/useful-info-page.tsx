import { selectStaffAction } from '@academy/machines';
import { NewPublicationDialog, UsefulInfoList } from '@academy/ui/back-office';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { adminArticles } from '../../api/admin-articles';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { useCreateRecord } from './articles-editor';
import { listLoad } from './list-state';
import { useStaffAction } from './use-staff-action';

/** The useful info entries members read (issue 27), in their order. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const list = await listLoad('admin/useful-info', adminArticles.usefulInfoEntries(language));
  return { language, list };
}

export function Page() {
  const { language, list } = useLoaderData<typeof loader>();
  const paths = pathsFor(language);
  const refetch = useRefetchPage();
  const entries = list.state === 'ready' ? list.data : [];
  // The order shown while a new one is saved; the saved order again once loaded or refused.
  const [moved, setMoved] = useState<number[] | null>(null);
  const reorder = useStaffAction(
    'admin/useful-info order',
    (values) => adminArticles.reorderUsefulInfo((values.ids ?? '').split(',').map(Number)),
    () => setMoved(null),
  );
  const order = useSelector(reorder, selectStaffAction);
  const create = useCreateRecord('usefulInfo', (id) => paths.adminUsefulInfoEntry(id));
  const failed = order.state === 'failure';
  const shown =
    moved && !failed ? moved.flatMap((id) => entries.filter((entry) => entry.id === id)) : entries;
  return (
    <UsefulInfoList
      entries={shown}
      state={order.state === 'submitting' ? 'saving' : list.state}
      reorderFailed={failed}
      onReorder={(ids) => {
        setMoved(ids);
        reorder.send({ type: 'action.open', values: { ids: ids.join(',') } });
        reorder.send({ type: 'action.confirm' });
      }}
      onRetry={() => void refetch()}
      onCreate={create.open}
      editHref={(entry) => paths.adminUsefulInfoEntry(entry.id)}
      LinkComponent={RouterLink}
    >
      <NewPublicationDialog
        kind="usefulInfo"
        action={create.action}
        onChange={create.onChange}
        onConfirm={create.confirm}
        onCancel={create.cancel}
      />
    </UsefulInfoList>
  );
}
