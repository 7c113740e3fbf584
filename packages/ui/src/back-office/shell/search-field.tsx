import { SearchIcon } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { Input } from '../../components/input/input';
import { Label } from '../../components/label/label';

export interface SearchFieldProps {
  /** The search in force (the URL's `q`); the box shows it again when it changes. */
  value: string;
  /** Called with the text when Enter is pressed or the search button is used. */
  onSearch: (value: string) => void;
  /** The box's visible label; "Search" by default. */
  label?: string;
  placeholder?: string;
  className?: string;
}

/**
 * A list's search box: a search landmark with a labelled input and its button. The text typed is a
 * draft until submitted, so a list reloads once per search, not per key.
 */
export function SearchField({ value, onSearch, label, placeholder, className }: SearchFieldProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <search data-slot="search-field" className={className}>
      <form onSubmit={submit} className="flex flex-col gap-1.5">
        <Label htmlFor={id}>{label ?? t('adminShell.search.label')}</Label>
        <div className="flex gap-2">
          <Input
            id={id}
            type="search"
            size="sm"
            value={draft}
            placeholder={placeholder}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="outline" size="sm" className="px-3">
            <SearchIcon aria-hidden="true" />
            <span className="sr-only sm:not-sr-only">{t('adminShell.search.submit')}</span>
          </Button>
        </div>
      </form>
    </search>
  );
}
