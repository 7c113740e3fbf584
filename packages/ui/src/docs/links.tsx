import { DocsContext } from '@storybook/addon-docs/blocks';
import { type MouseEvent, type ReactNode, useContext } from 'react';
import { NAVIGATE_URL } from 'storybook/internal/core-events';
import { cn } from '../lib/cn';

/** Storybook's id of a title (`Flows/LoginForm` → `flows-loginform`), as its indexer makes it. */
export function titleToId(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9/\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .split('/')
    .map((part) => part.replace(/^-+|-+$/g, ''))
    .join('-');
}

/** Storybook's id of a story export (`LockedOut` → `locked-out`). */
export function exportToId(exportName: string): string {
  return exportName
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
}

/**
 * A link to another docs page or story that moves the whole Storybook there (the manager's
 * sidebar and toolbar follow), the way links in MDX do.
 */
export function DocLink({
  id,
  view = 'docs',
  className,
  children,
}: {
  /** The entry's id (`components-button--docs`, `flows-loginform--editing`). */
  id: string;
  view?: 'docs' | 'story';
  className?: string;
  children: ReactNode;
}) {
  const context = useContext(DocsContext);
  const href = `?path=/${view}/${id}`;
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    context.channel.emit(NAVIGATE_URL, href);
  };
  return (
    <a
      href={href}
      onClick={navigate}
      className={cn(
        'text-primary decoration-primary/40 hover:text-primary-hover hover:decoration-primary underline underline-offset-2',
        className,
      )}
    >
      {children}
    </a>
  );
}
