import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export interface FilterBarProps {
  /** The filters (the kit's selects and inputs) and a SearchField, in one wrapping row. */
  children: ReactNode;
  /** The group's accessible name; "Filters" by default. */
  label?: string;
  className?: string;
}

/** A list's filters: one row that wraps on narrow screens, each control at least 12rem wide. */
export function FilterBar({ children, label, className }: FilterBarProps) {
  const { t } = useTranslation('ui');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named row of controls, each with its own label; a fieldset's legend would break the row
    <div
      data-slot="filter-bar"
      role="group"
      aria-label={label ?? t('adminShell.filters.label')}
      className={cn(
        'bg-surface flex flex-wrap items-end gap-3 rounded-xl border p-3 [&>*]:min-w-[12rem] [&>*]:flex-1',
        className,
      )}
    >
      {children}
    </div>
  );
}
