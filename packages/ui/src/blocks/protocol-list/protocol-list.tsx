import { ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { EmptyState } from '../empty-state/empty-state';

/** A protocol file of a purchased course (spec 3, Protocol). */
export interface ProtocolItem {
  id: number;
  title: string;
  /** The file's address: it opens in a new tab. */
  file: string;
  course: { id: number; name: string };
}

export interface ProtocolListProps extends ComponentProps<'div'> {
  protocols: readonly ProtocolItem[];
}

/** The protocols grouped by their course, in the order given (the server's: course, then id). */
function byCourse(protocols: readonly ProtocolItem[]) {
  const groups = new Map<number, { name: string; items: ProtocolItem[] }>();
  for (const protocol of protocols) {
    const group = groups.get(protocol.course.id) ?? { name: protocol.course.name, items: [] };
    group.items.push(protocol);
    groups.set(protocol.course.id, group);
  }
  return [...groups.entries()];
}

/**
 * The dashboard's protocols (spec 2.9): the files of the purchased courses, grouped by course,
 * each opening in a new tab (announced to screen readers); an empty message when there are none.
 */
export function ProtocolList({ protocols, className, ...props }: ProtocolListProps) {
  const { t } = useTranslation('ui');
  const idPrefix = useId();
  if (protocols.length === 0) {
    return (
      <EmptyState
        slot="protocol-list"
        icon={FileTextIcon}
        message={t('learning.protocols.empty')}
        className={className}
        {...props}
      />
    );
  }
  return (
    <div
      data-slot="protocol-list"
      data-state="list"
      className={cn('flex flex-col gap-8', className)}
      {...props}
    >
      {byCourse(protocols).map(([courseId, group]) => (
        <section key={courseId} aria-labelledby={`${idPrefix}-${courseId}`}>
          <h2
            id={`${idPrefix}-${courseId}`}
            className="font-display mb-3 text-xl font-semibold text-balance"
          >
            {group.name}
          </h2>
          <ul className="bg-surface divide-y overflow-hidden rounded-xl border shadow-sm">
            {group.items.map((protocol) => (
              <li key={protocol.id}>
                <a
                  href={protocol.file}
                  target="_blank"
                  rel="noopener"
                  className="hover:bg-muted/60 focus-visible:outline-ring group flex min-h-14 items-center gap-3 px-4 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 sm:px-5"
                >
                  <FileTextIcon aria-hidden="true" className="text-primary size-5 shrink-0" />
                  <span className="min-w-0 flex-1 font-medium break-words">
                    {protocol.title}
                    <span className="sr-only"> {t('learning.protocols.newTab')}</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className="text-muted-foreground group-hover:text-primary hidden items-center gap-1.5 text-sm sm:inline-flex"
                  >
                    {t('learning.protocols.open')}
                  </span>
                  <ExternalLinkIcon
                    aria-hidden="true"
                    className="text-muted-foreground group-hover:text-primary size-4 shrink-0"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
