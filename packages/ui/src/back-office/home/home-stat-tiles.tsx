import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../components/skeleton/skeleton';
import type { LinkComponent } from '../../lib/link-component';
import { StatTile } from '../shell';
import type { HomeCountsData, Loadable } from './home-types';
import { SectionError } from './section-error';

/** Where each count's records are: the back office's lists, filtered. */
export interface HomeCountLinks {
  pendingAccounts: string;
  ordersToShip: string;
  newRequests: string;
  failedJobs: string;
}

export interface HomeStatTilesProps {
  counts: Loadable<HomeCountsData>;
  links: HomeCountLinks;
  onRetry?: () => void;
  LinkComponent?: LinkComponent;
}

const TILES = [
  ['pendingAccounts', 'pending_accounts'],
  ['ordersToShip', 'orders_to_ship'],
  ['newRequests', 'new_requests'],
  ['failedJobs', 'failed_jobs'],
] as const;

/** What waits for operations staff: a tile per count, each the link to its filtered list. */
export function HomeStatTiles({ counts, links, onRetry, LinkComponent }: HomeStatTilesProps) {
  const { t } = useTranslation('ui');
  const adminHomeCountsId = useId();
  return (
    <section
      data-slot="home-stat-tiles"
      data-state={counts.state}
      aria-labelledby={adminHomeCountsId}
      aria-busy={counts.state === 'loading' || undefined}
      className="flex flex-col gap-3"
    >
      <h2 id={adminHomeCountsId} className="text-lg font-semibold">
        {t('adminHome.counts.label')}
      </h2>
      {counts.state === 'error' ? (
        <SectionError text={t('adminHome.counts.error')} onRetry={onRetry} />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {TILES.map(([key, field]) => (
            <li key={key} className="flex">
              {counts.state === 'ready' ? (
                <StatTile
                  className="flex-1"
                  value={counts.data[field]}
                  label={t(`adminHome.counts.${key}`)}
                  href={links[key]}
                  attention={counts.data[field] > 0}
                  LinkComponent={LinkComponent}
                />
              ) : (
                <StatTile
                  className="flex-1"
                  value={<Skeleton className="h-8 w-12" />}
                  label={t(`adminHome.counts.${key}`)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
