import { ProtocolList } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { dashboard } from '../../api/dashboard';
import { orOnFailure } from '../../app/content-load';
import { languageOf } from '../language-loader';

/** The protocols of the purchased courses; a failure is only logged (spec 8): none shown. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  return { protocols: await orOnFailure('protocols', dashboard.protocols(language), []) };
}

/** Dashboard protocols (spec 2.9): the files, each opening in a new tab. */
export function Page() {
  const { protocols } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  return (
    <>
      <h1 className="font-display text-display-sm font-semibold">{t('learning.protocols')}</h1>
      <ProtocolList protocols={protocols} />
    </>
  );
}
