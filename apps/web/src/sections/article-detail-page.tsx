import { ArticleBody, Breadcrumbs } from '@academy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { RouterLink } from '../app/router-link';
import { useLanguage } from '../app/use-language';

interface Detail {
  title: string;
  body: string;
  image: string;
  date: string;
}

/** One article or promotion; a missing one goes back to its list. */
export function ArticleDetailPage(props: {
  listTitle: string;
  listPath: 'blog' | 'promotions';
  load: (id: string) => Promise<Detail>;
}) {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const { id = '' } = useParams();
  const [state, setState] = useState<Detail | 'missing' | null>(null);
  const { load } = props;

  useEffect(() => {
    let current = true;
    setState(null);
    load(id).then(
      (detail) => current && setState(detail),
      () => current && setState('missing'),
    );
    return () => {
      current = false;
    };
  }, [id, load]);

  if (state === 'missing') return <Navigate replace to={`/${language}/${props.listPath}`} />;
  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-8 pt-10">
      <Breadcrumbs
        homeHref={`/${language}`}
        items={[
          { label: props.listTitle, href: `/${language}/${props.listPath}` },
          { label: state?.title ?? '…' },
        ]}
        LinkComponent={RouterLink}
      />
      {state ? (
        <ArticleBody
          title={state.title}
          html={state.body}
          image={state.image}
          date={state.date}
          language={language}
        />
      ) : (
        <p role="status" className="text-muted-foreground">
          {t('list.loading')}
        </p>
      )}
    </div>
  );
}
