import { PlusIcon, RotateCcwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Skeleton } from '../../components/skeleton/skeleton';
import { TextLink } from '../../components/text-link/text-link';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { AdminPageHeader } from '../shell';
import { SortableList } from '../sortable-list';
import type { UsefulInfoRow } from './articles-types';

export interface UsefulInfoListProps {
  /** The entries in the order members see them. */
  entries: readonly UsefulInfoRow[];
  /** `loading` the first time, `error` when the list could not load, `saving` a new order. */
  state: 'loading' | 'error' | 'ready' | 'saving';
  onReorder: (ids: number[]) => void;
  onRetry: () => void;
  onCreate: () => void;
  /** An entry's editor page. */
  editHref: (entry: UsefulInfoRow) => string;
  /** A new order the server refused (said above the list, which shows the saved order). */
  reorderFailed?: boolean;
  LinkComponent?: LinkComponent;
  /** The page's dialog (a new entry). */
  children?: ReactNode;
}

/**
 * The useful info entries members read, in their order: arranged by drag and drop or the move
 * buttons (saved at once), each opened in its editor, and a new one added last.
 */
export function UsefulInfoList({
  entries,
  state,
  onReorder,
  onRetry,
  onCreate,
  editHref,
  reorderFailed = false,
  LinkComponent = PlainLink,
  children,
}: UsefulInfoListProps) {
  const { t } = useTranslation('ui');
  const body =
    state === 'loading' ? (
      <div className="flex flex-col gap-2" aria-busy="true">
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-12 w-full" />
        ))}
      </div>
    ) : state === 'error' ? (
      <div className="flex flex-col items-start gap-3">
        <Alert className="w-full">{t('adminArticles.useful.loadFailed')}</Alert>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCcwIcon aria-hidden="true" />
          {t('adminArticles.retry')}
        </Button>
      </div>
    ) : entries.length === 0 ? (
      <p className="text-muted-foreground">{t('adminArticles.useful.empty')}</p>
    ) : (
      <SortableList
        items={entries.map((entry) => ({ ...entry, label: entry.title }))}
        label={t('adminArticles.useful.listLabel')}
        onReorder={onReorder}
        disabled={state === 'saving'}
        renderItem={(entry, handle) => (
          <span className="flex min-w-0 flex-1 items-center gap-3">
            {handle}
            <TextLink asChild>
              <LinkComponent href={editHref(entry)}>
                {entry.title || t('adminArticles.untitled')}
              </LinkComponent>
            </TextLink>
          </span>
        )}
      />
    );
  return (
    <div data-slot="useful-info-list" data-state={state} className="flex flex-col gap-4">
      <AdminPageHeader
        title={t('adminArticles.useful.title')}
        description={t('adminArticles.useful.description')}
        actions={
          <Button onClick={onCreate}>
            <PlusIcon aria-hidden="true" />
            {t('adminArticles.useful.create')}
          </Button>
        }
      />
      {reorderFailed ? <Alert>{t('adminArticles.useful.reorderFailed')}</Alert> : null}
      {body}
      {children}
    </div>
  );
}
