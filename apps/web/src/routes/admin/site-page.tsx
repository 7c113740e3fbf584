import { RecordLoadFailure, type SiteTab, SiteTabs } from '@academy/ui/back-office';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { adminSite } from '../../api/admin-site';
import { useRefetchPage } from '../../app/refetch-page';
import { type ListLoad, listLoad } from './list-state';
import { AuthorPanel } from './site-author-panel';
import { LegalPanel } from './site-legal-panel';
import { AboutPanel, RegionsPanel } from './site-texts-panels';

/** The site page's four parts, each loaded on its own (one failing leaves the others usable). */
export async function loader() {
  const [about, author, regions, legal] = await Promise.all([
    listLoad('admin/site-about', adminSite.about()),
    listLoad('admin/site-author', adminSite.author()),
    listLoad('admin/site-regions', adminSite.regions()),
    listLoad('admin/site-legal', adminSite.legalDocuments()),
  ]);
  return { about, author, regions, legal };
}

/**
 * The site (issue 27): the about texts, the author and her diplomas, the regions' contacts and
 * the legal PDFs, a tab each; every save goes through the staff-action flow and loads the page
 * again, the public pages showing it at once.
 */
export function Page() {
  const { about, author, regions, legal } = useLoaderData<typeof loader>();
  const { t } = useTranslation('ui');
  const refetch = useRefetchPage();
  const [tab, setTab] = useState<SiteTab>('about');
  const panel = <T,>(load: ListLoad<T>, draw: (data: T) => ReactNode) =>
    load.state === 'ready' ? (
      draw(load.data)
    ) : (
      <RecordLoadFailure
        text={t('adminSite.loadFailed')}
        retryLabel={t('adminSite.retry')}
        onRetry={() => void refetch()}
      />
    );
  return (
    <SiteTabs
      tab={tab}
      onTabChange={setTab}
      panels={{
        about: panel(about, (data) => <AboutPanel about={data} />),
        author: panel(author, (data) => <AuthorPanel author={data} />),
        regions: panel(regions, (data) => <RegionsPanel regions={data} />),
        legal: panel(legal, (data) => <LegalPanel documents={data.results} />),
      }}
    />
  );
}
