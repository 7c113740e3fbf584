import { Tabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { AdminPageHeader } from '../shell';

export const SITE_TABS = ['about', 'author', 'regions', 'legal'] as const;
export type SiteTab = (typeof SITE_TABS)[number];

export interface SiteTabsProps {
  tab: SiteTab;
  onTabChange: (tab: SiteTab) => void;
  /** Each tab's content: its form, or its load failure. */
  panels: Readonly<Record<SiteTab, ReactNode>>;
  className?: string;
}

/**
 * The site page of the back office (issue 27): its heading and a tab per part of the site the
 * editors keep (about, the author and her diplomas, the regions' contacts, the legal PDFs).
 */
export function SiteTabs({ tab, onTabChange, panels, className }: SiteTabsProps) {
  const { t } = useTranslation('ui');
  return (
    <div data-slot="site-tabs" className={cn('flex flex-col gap-6', className)}>
      <AdminPageHeader title={t('adminSite.title')} description={t('adminSite.description')} />
      <Tabs.Root
        value={tab}
        onValueChange={(value) => onTabChange(value as SiteTab)}
        className="flex flex-col gap-6"
      >
        <Tabs.List
          aria-label={t('adminSite.sections')}
          className="border-border -mx-1 flex gap-1 overflow-x-auto border-b px-1"
        >
          {SITE_TABS.map((name) => (
            <Tabs.Trigger
              key={name}
              value={name}
              className="text-muted-foreground hover:text-foreground data-[state=active]:border-primary data-[state=active]:text-foreground focus-visible:ring-ring -mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap outline-none focus-visible:ring-2"
            >
              {t(`adminSite.tabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {SITE_TABS.map((name) => (
          <Tabs.Content key={name} value={name} className="outline-none">
            {panels[name]}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
