import {
  ArticleEditor,
  articleBodyOf,
  articleFormValues,
  DeletePublicationDialog,
  EDITOR_SCHEMAS,
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

/** An article's editor (issue 27); a missing article (or a failed load) goes back to the list. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const id = Number(args.params.id);
  const list = pathsFor(language).adminArticles();
  if (!Number.isSafeInteger(id) || id <= 0) missingRecord(list);
  const article = await orOnFailure('admin/article', adminArticles.article(id), null);
  if (!article) missingRecord(list);
  return { language, article };
}

export function Page() {
  const { language, article } = useLoaderData<typeof loader>();
  const paths = pathsFor(language);
  const cover = useEditorPicture('article_cover', article.image || null);
  const form = useEditorSave('admin/article save', articleFormValues(article), (values) => {
    const body = articleBodyOf({ ...values, image_id: cover.imageId });
    return checked(EDITOR_SCHEMAS.article, body, (sent) =>
      adminArticles.updateArticle(article.id, sent),
    );
  });
  const remove = useEditorDelete(
    'admin/article delete',
    () => adminArticles.deleteArticle(article.id),
    paths.adminArticles(),
  );
  return (
    <ArticleEditor
      article={article}
      form={form}
      cover={cover.binding}
      onDelete={remove.open}
      backHref={paths.adminArticles()}
      viewHref={article.status === 'published' ? paths.article(article.id) : undefined}
      LinkComponent={RouterLink}
      dialog={
        <DeletePublicationDialog
          kind="article"
          title={article.title.ro}
          action={remove.action}
          onConfirm={remove.confirm}
          onCancel={remove.cancel}
        />
      }
    />
  );
}
