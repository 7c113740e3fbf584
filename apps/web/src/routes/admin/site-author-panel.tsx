import {
  AUTHOR_FIELDS,
  authorBodySchema,
  type Diploma,
  type SiteAuthor,
} from '@academy/contract/back-office/site';
import type { StaffActionValues } from '@academy/machines';
import {
  AuthorForm,
  DiplomaGalleryEditor,
  SiteRemoveDialog,
  translatedFieldsOf,
} from '@academy/ui/back-office';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSite } from '../../api/admin-site';
import { checked } from './checked';
import { formValuesOf } from './site-values';
import { useImageUpload } from './use-image-upload';
import { useSiteSave } from './use-site-save';
import { useStaffAction, useStaffActionDialog } from './use-staff-action';

type AuthorTexts = Pick<SiteAuthor, (typeof AUTHOR_FIELDS)[number]>;

const pictureOf = (url: string) => (url ? { url } : null);

/** Her texts and photo: the photo's upload gives the save its `image_id`. */
function AuthorTextsForm({ author }: { author: SiteAuthor }) {
  const current = useMemo(() => pictureOf(author.image), [author.image]);
  const photo = useImageUpload('author_photo', current);
  const save = (values: StaffActionValues) =>
    checked(
      authorBodySchema,
      {
        ...translatedFieldsOf(values, AUTHOR_FIELDS),
        image_id: photo.imageId ?? undefined,
      },
      adminSite.saveAuthor,
    );
  const texts = Object.fromEntries(AUTHOR_FIELDS.map((name) => [name, author[name]]));
  const form = useSiteSave('admin/site-author', formValuesOf(texts), save);
  return (
    <AuthorForm
      values={translatedFieldsOf(form.values, AUTHOR_FIELDS) as AuthorTexts}
      onChange={(name, language, text) => form.onChange(`${name}.${language}`, text)}
      errors={form.errors}
      photo={photo.field}
      save={form.save}
      onSave={form.onSave}
    />
  );
}

const performGallery = (values: StaffActionValues) =>
  values.verb === 'add'
    ? adminSite.addDiploma(Number(values.image_id))
    : adminSite.removeDiploma(Number(values.id));

/**
 * The diploma gallery: an uploaded diploma is added at once (the flow's confirm, no dialog); a
 * removal is confirmed in a dialog. Drawn anew after each change (its key), so the next upload
 * starts from an empty field.
 */
function Gallery({ diplomas }: { diplomas: readonly Diploma[] }) {
  const { t } = useTranslation('flows');
  const upload = useImageUpload('author_diploma');
  const actor = useStaffAction('admin/site-diplomas', performGallery);
  const { action, confirm, cancel } = useStaffActionDialog(actor);
  const sent = useRef<number | null>(null);
  const open = (values: StaffActionValues) => {
    if (actor.getSnapshot().value === 'failure') actor.send({ type: 'action.cancel' });
    actor.send({ type: 'action.open', values });
  };
  useEffect(() => {
    if (upload.imageId === null || sent.current === upload.imageId) return;
    sent.current = upload.imageId;
    open({ verb: 'add', image_id: String(upload.imageId) });
    actor.send({ type: 'action.confirm' });
  });
  const adding = action.values.verb === 'add';
  const error = action.errorKey ? t(action.errorKey) : null;
  return (
    <>
      <DiplomaGalleryEditor
        diplomas={diplomas}
        add={upload.field}
        adding={adding && action.state === 'submitting'}
        error={adding && action.state === 'failure' ? error : null}
        onRemove={(diploma) => open({ verb: 'remove', id: String(diploma.id) })}
        disabled={action.state === 'submitting'}
      />
      <SiteRemoveDialog
        what="gallery"
        open={action.isOpen && action.values.verb === 'remove'}
        state={action.dialogState}
        error={error}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </>
  );
}

/** The author tab: her texts and photo, then her diplomas. */
export function AuthorPanel({ author }: { author: SiteAuthor }) {
  return (
    <div className="flex flex-col gap-10">
      <AuthorTextsForm author={author} />
      <Gallery
        key={author.gallery.map((diploma) => diploma.id).join(',')}
        diplomas={author.gallery}
      />
    </div>
  );
}
