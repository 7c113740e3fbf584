import { useTranslation } from 'react-i18next';
import type { LinkComponent } from '../../lib/link-component';
import { AdminPageHeader } from '../shell';
import { FailedJobsSection, type FailedJobsSectionProps } from './failed-jobs-section';
import { type HomeCountLinks, HomeStatTiles } from './home-stat-tiles';
import type { HomeCountsData, Loadable, RevenueData, StaffHomeData } from './home-types';
import { RecentWrites } from './recent-writes';
import { RevenuePanel } from './revenue-panel';

/** What the home shows the operations roles (admin, manager), each part loaded on its own. */
export interface StaffHomeOperations {
  counts: Loadable<HomeCountsData>;
  onCountsRetry?: () => void;
  links: HomeCountLinks;
  revenue: Loadable<RevenueData>;
  onRevenueRetry?: () => void;
  jobs: FailedJobsSectionProps;
}

export interface StaffHomeProps {
  home: StaffHomeData;
  /** Absent for a role without operations (an editor): their home is their own latest writes. */
  operations?: StaffHomeOperations;
  LinkComponent?: LinkComponent;
}

/**
 * The back office's first page: the counts that need action (each the link to its filtered
 * list), the last 30 days' revenue per market, the failed jobs with retry, and the staff
 * member's own latest writes.
 */
export function StaffHome({ home, operations, LinkComponent }: StaffHomeProps) {
  const { t } = useTranslation('ui');
  return (
    <div data-slot="staff-home" data-role={home.role} className="flex flex-col gap-6">
      <AdminPageHeader
        title={t('adminHome.title')}
        description={`${t('adminHome.greeting', { name: home.name })}. ${
          operations ? t('adminHome.description') : t('adminHome.editorNote')
        }`}
      />
      {operations ? (
        <>
          <HomeStatTiles
            counts={operations.counts}
            links={operations.links}
            onRetry={operations.onCountsRetry}
            LinkComponent={LinkComponent}
          />
          <RevenuePanel revenue={operations.revenue} onRetry={operations.onRevenueRetry} />
          <FailedJobsSection {...operations.jobs} />
        </>
      ) : null}
      <RecentWrites entries={home.recent} />
    </div>
  );
}
