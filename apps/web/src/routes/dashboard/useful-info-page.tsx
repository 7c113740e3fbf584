import { UsefulInfoList } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { dashboard } from '../../api/dashboard';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';

/** The useful info pages; a failure is only logged: the empty message shows. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  return {
    language,
    items: await orOnFailure('useful-info', dashboard.usefulInfoList(language), []),
  };
}

/** Dashboard useful info (spec 2.9): a card per page, opening `useful-info/{id}`. */
export function Page() {
  const { language, items } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  return (
    <>
      <h1 className="font-display text-display-sm font-semibold">{t('learning.usefulInfo')}</h1>
      <UsefulInfoList
        items={items.map((item) => ({
          id: item.id,
          title: item.title,
          image: item.image,
          href: paths.usefulInfo(item.id),
        }))}
        language={language}
        LinkComponent={RouterLink}
      />
    </>
  );
}
