import { backOfficeArticlesEndpoints as endpoints } from '@academy/contract/endpoints';
import { ArticlesList, NewPublicationDialog } from '@academy/ui/back-office';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { adminArticles } from '../../api/admin-articles';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { useCreateRecord } from './articles-editor';
import { listLoad, listQueryOf } from './list-state';
import { useSearchedList } from './searched-list';

const schema = endpoints.articles.query;

/** The blog's articles (issue 27): status, search, sort and page live in the URL. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const query = listQueryOf(schema, args.request.url);
  const list = await listLoad('admin/articles', adminArticles.articles(language, query));
  return { language, query, list };
}

export function Page() {
  const { language, query, list } = useLoaderData<typeof loader>();
  const { go, table } = useSearchedList(schema, query, list);
  const paths = pathsFor(language);
  const create = useCreateRecord('article', (id) => paths.adminArticle(id));
  return (
    <ArticlesList
      {...table}
      status={query.status ?? 'all'}
      // Articles have no end: the filter offers none ('ended' never comes).
      onStatusChange={(status) =>
        go({ status: status === 'all' || status === 'ended' ? undefined : status })
      }
      onCreate={create.open}
      editHref={(article) => paths.adminArticle(article.id)}
      LinkComponent={RouterLink}
    >
      <NewPublicationDialog
        kind="article"
        action={create.action}
        onChange={create.onChange}
        onConfirm={create.confirm}
        onCancel={create.cancel}
      />
    </ArticlesList>
  );
}
