import {
  DeletePublicationDialog,
  EDITOR_SCHEMAS,
  UsefulInfoEditor,
  usefulInfoBodyOf,
  usefulInfoFormValues,
} from '@academy/ui/back-office';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { adminArticles } from '../../api/admin-articles';
import { orOnFailure } from '../../app/content-load';
import { missingRecord } from '../../app/missing-record';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { useEditorDelete, useEditorPicture, useEditorSave } from './articles-editor';
import { checked } from './checked';

/** A useful info entry's editor (issue 27); a missing entry (or a failed load) goes back to the list. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const id = Number(args.params.id);
  const list = pathsFor(language).adminUsefulInfo();
  if (!Number.isSafeInteger(id) || id <= 0) missingRecord(list);
  const entry = await orOnFailure('admin/useful-info entry', adminArticles.usefulInfo(id), null);
  if (!entry) missingRecord(list);
  return { language, entry };
}

export function Page() {
  const { language, entry } = useLoaderData<typeof loader>();
  const paths = pathsFor(language);
  const picture = useEditorPicture('useful_info', entry.image);
  const form = useEditorSave('admin/useful-info save', usefulInfoFormValues(entry), (values) => {
    const body = usefulInfoBodyOf({ ...values, image_id: picture.imageId });
    return checked(EDITOR_SCHEMAS.usefulInfo, body, (sent) =>
      adminArticles.updateUsefulInfo(entry.id, sent),
    );
  });
  const remove = useEditorDelete(
    'admin/useful-info delete',
    () => adminArticles.deleteUsefulInfo(entry.id),
    paths.adminUsefulInfo(),
  );
  return (
    <UsefulInfoEditor
      entry={entry}
      form={form}
      picture={picture.binding}
      onDelete={remove.open}
      backHref={paths.adminUsefulInfo()}
      LinkComponent={RouterLink}
      dialog={
        <DeletePublicationDialog
          kind="usefulInfo"
          title={entry.title.ro}
          action={remove.action}
          onConfirm={remove.confirm}
          onCancel={remove.cancel}
        />
      }
    />
  );
}
