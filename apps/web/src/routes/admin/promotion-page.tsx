import {
  DeletePublicationDialog,
  EDITOR_SCHEMAS,
  PromotionEditor,
  promotionBodyOf,
  promotionFormValues,
} from '@academy/ui/back-office';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { adminArticles } from '../../api/admin-articles';
import { courses } from '../../api/courses';
import { orOnFailure } from '../../app/content-load';
import { missingRecord } from '../../app/missing-record';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { useEditorDelete, useEditorPicture, useEditorSave } from './articles-editor';
import { checked } from './checked';

/**
 * A promotion's editor (issue 27), with the published courses it may lead to; a missing
 * promotion (or a failed load) goes back to the list.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const id = Number(args.params.id);
  const list = pathsFor(language).adminPromotions();
  if (!Number.isSafeInteger(id) || id <= 0) missingRecord(list);
  const [promotion, catalogue] = await Promise.all([
    orOnFailure('admin/promotion', adminArticles.promotion(id), null),
    orOnFailure('admin/promotion courses', courses.list(language, { page_size: 100 }), null),
  ]);
  if (!promotion) missingRecord(list);
  const options = (catalogue?.results ?? []).map(({ id, name }) => ({ id, name }));
  return { language, promotion, courses: options };
}

export function Page() {
  const { language, promotion, courses: options } = useLoaderData<typeof loader>();
  const paths = pathsFor(language);
  const cover = useEditorPicture('promotion_cover', promotion.image || null);
  const form = useEditorSave('admin/promotion save', promotionFormValues(promotion), (values) => {
    const body = promotionBodyOf({ ...values, image_id: cover.imageId });
    return checked(EDITOR_SCHEMAS.promotion, body, (sent) =>
      adminArticles.updatePromotion(promotion.id, sent),
    );
  });
  const remove = useEditorDelete(
    'admin/promotion delete',
    () => adminArticles.deletePromotion(promotion.id),
    paths.adminPromotions(),
  );
  return (
    <PromotionEditor
      promotion={promotion}
      form={form}
      courses={options}
      cover={cover.binding}
      onDelete={remove.open}
      backHref={paths.adminPromotions()}
      viewHref={promotion.status === 'published' ? paths.promotion(promotion.id) : undefined}
      LinkComponent={RouterLink}
      dialog={
        <DeletePublicationDialog
          kind="promotion"
          title={promotion.title.ro}
          action={remove.action}
          onConfirm={remove.confirm}
          onCancel={remove.cancel}
        />
      }
    />
  );
}
