import { ArrowLeftIcon, RotateCcwIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

/* The parts a record's page (an account, an order) draws around its own sections. */

/** The way back to the list, with the filters it was left with. */
export function BackLink({
  href,
  LinkComponent = PlainLink,
  children,
}: {
  href: string;
  LinkComponent?: LinkComponent;
  children: ReactNode;
}) {
  return (
    <LinkComponent
      href={href}
      className="text-muted-foreground hover:text-foreground inline-flex w-fit items-center gap-1.5 text-sm"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      {children}
    </LinkComponent>
  );
}

/** The record could not load: said, with a button that loads it again. */
export function RecordLoadFailure({
  text,
  retryLabel,
  onRetry,
}: {
  text: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div className="flex max-w-md flex-col items-start gap-3">
      <Alert className="w-full">{text}</Alert>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RotateCcwIcon aria-hidden="true" />
        {retryLabel}
      </Button>
    </div>
  );
}

/** One of a record's actions: its button's label, whether it leads, whether it destroys. */
export interface RecordAction<A extends string> {
  action: A;
  label: string;
  primary: boolean;
  danger: boolean;
}

/**
 * The buttons of the actions the record's status allows (the server checks them again), under
 * a heading for screen readers; `emptyText` says when there is none.
 */
export function RecordActions<A extends string>({
  title,
  actions,
  onAction,
  emptyText,
}: {
  title: string;
  actions: RecordAction<A>[];
  onAction: (action: A) => void;
  emptyText?: string;
}) {
  const buttons = (
    <div className="flex flex-wrap gap-2">
      {actions.map(({ action, label, primary, danger }) => (
        <Button
          key={action}
          variant={primary ? 'primary' : 'outline'}
          className={danger ? 'text-danger' : undefined}
          data-action={action}
          onClick={() => onAction(action)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      {emptyText !== undefined && actions.length === 0 ? (
        <p className="text-muted-foreground text-sm">{emptyText}</p>
      ) : (
        buttons
      )}
    </section>
  );
}
