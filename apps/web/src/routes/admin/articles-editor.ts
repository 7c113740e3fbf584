import {
  articleCreateSchema,
  promotionCreateSchema,
  usefulInfoCreateSchema,
} from '@academy/contract/back-office/articles';
import { emptyTranslatedText } from '@academy/contract/back-office/authoring';
import type { ImagePurpose } from '@academy/contract/back-office/images';
import { type StaffActionValues, selectStaffAction } from '@academy/machines';
import { type EditorForm, type EditorValues, schemaRefusal } from '@academy/ui/back-office';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminArticles } from '../../api/admin-articles';
import { useImageUpload } from './use-image-upload';
import { useStaffAction, useStaffActionDialog } from './use-staff-action';

/**
 * The save of an authoring editor (articles, promotions, useful info) through the staff-action
 * flow: the flow holds the form's values from the record's first load (`initial`), keeps what was
 * typed when a save is refused or fails, and after a save starts again from what was saved, then
 * from the record as the server answers it once the page is loaded again.
 */
export function useEditorSave(
  what: string,
  initial: EditorValues,
  perform: (values: StaffActionValues) => Promise<unknown>,
): EditorForm {
  const [saved, setSaved] = useState(false);
  const actor = useStaffAction(what, perform, () => setSaved(true));
  const action = useSelector(actor, selectStaffAction);
  const key = JSON.stringify(initial);
  const shownKey = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per loaded record and state
  useEffect(() => {
    if (action.state === 'submitting' || action.state === 'failure') return;
    if (key !== shownKey.current) {
      shownKey.current = key;
      actor.send({ type: 'action.open', values: initial });
    } else if (action.state === 'idle') actor.send({ type: 'action.open', values: action.values });
  }, [key, action.state]);
  return {
    values: action.values,
    fieldErrors: action.fieldErrors,
    state:
      action.state === 'submitting' || action.state === 'failure'
        ? action.state
        : saved
          ? 'saved'
          : 'editing',
    errorKey: action.errorKey,
    onChange: (field, value) => {
      setSaved(false);
      actor.send({ type: 'action.change', field, value });
    },
    onSave: () => actor.send({ type: 'action.confirm' }),
  };
}

/**
 * A record's picture on its editor: the upload flow for `purpose` from the saved picture's URL,
 * and the save body's `image_id` value (the new upload's id, 'none' when removed, '' to keep).
 */
export function useEditorPicture(purpose: ImagePurpose, url: string | null) {
  const current = url ? { url } : null;
  const upload = useImageUpload(purpose, current);
  const imageId = upload.imageId ? String(upload.imageId) : upload.removed ? 'none' : '';
  return { binding: upload.field, imageId };
}

/**
 * A record's deletion, confirmed in its dialog, then the list it belonged to (the record no
 * longer exists: its page is not loaded again).
 */
export function useEditorDelete(what: string, remove: () => Promise<unknown>, listPath: string) {
  const navigate = useNavigate();
  const actor = useStaffAction(what, remove, () => navigate(listPath, { replace: true }));
  const dialog = useStaffActionDialog(actor);
  return { ...dialog, open: () => actor.send({ type: 'action.open' }) };
}

/** What a new record needs, by kind: the contract's schema, and the call that creates it. */
const CREATE = {
  article: { schema: articleCreateSchema, call: adminArticles.createArticle },
  promotion: { schema: promotionCreateSchema, call: adminArticles.createPromotion },
  usefulInfo: { schema: usefulInfoCreateSchema, call: adminArticles.createUsefulInfo },
} as const;

/**
 * A new record from its list (its Romanian title; an article its address too), checked by the
 * contract's schema, created, then opened in its editor at `editorPath` of its new id.
 */
export function useCreateRecord(kind: keyof typeof CREATE, editorPath: (id: number) => string) {
  const navigate = useNavigate();
  const created = useRef<number | null>(null);
  const actor = useStaffAction(
    `admin/${kind} create`,
    async (values) => {
      const title = { ...emptyTranslatedText(), ro: values['title.ro'] ?? '' };
      const body = kind === 'article' ? { slug: values.slug ?? '', title } : { title };
      const refusal = schemaRefusal(CREATE[kind].schema, body);
      if (refusal) throw refusal;
      // The schema checked the body of this kind: an article's has its address.
      const call = CREATE[kind].call as (body: unknown) => Promise<{ id: number }>;
      created.current = (await call(body)).id;
    },
    () => {
      if (created.current !== null) navigate(editorPath(created.current));
    },
  );
  const dialog = useStaffActionDialog(actor);
  return {
    ...dialog,
    open: () => actor.send({ type: 'action.open', values: { 'title.ro': '', slug: '' } }),
    onChange: (field: string, value: string) => actor.send({ type: 'action.change', field, value }),
  };
}
