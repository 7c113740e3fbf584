import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { Input } from '../../components/input/input';
import { Label } from '../../components/label/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/select/select';
import { FilterBar } from '../shell';
import { AUDIT_ENTITIES, type AuditFilterValues, NO_AUDIT_FILTERS } from './home-types';

export interface AuditFiltersProps {
  /** The filters in force (the URL's); the fields show them again when they change. */
  filters: AuditFilterValues;
  /** Apply: every field at once, so the list loads once per change of filters. */
  onFiltersChange: (filters: AuditFilterValues) => void;
}

/** Radix's select takes no empty value: this one stands for "every type". */
const ANY = 'any';

type TextField = Exclude<keyof AuditFilterValues, 'entity'>;

/** The audit log's filters: who, which record type and id, which action, which days. */
export function AuditFilters({ filters, onFiltersChange }: AuditFiltersProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFiltersChange({ ...draft, actor: draft.actor.trim(), action: draft.action.trim() });
  };
  const field = (name: TextField, type: 'text' | 'date' | 'number' = 'text') => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-${name}`}>
        {t(`adminHome.audit.filters.${name === 'entity_id' ? 'entityId' : name}`)}
      </Label>
      <Input
        id={`${id}-${name}`}
        name={name}
        type={type}
        size="sm"
        min={type === 'number' ? 1 : undefined}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
      />
    </div>
  );
  return (
    <form onSubmit={submit} data-slot="audit-filters" noValidate>
      <FilterBar>
        {field('actor')}
        <div className="flex flex-col gap-1.5">
          <Label id={`${id}-entity-label`}>{t('adminHome.audit.filters.entity')}</Label>
          <Select
            value={draft.entity || ANY}
            onValueChange={(entity) => setDraft({ ...draft, entity: entity === ANY ? '' : entity })}
          >
            <SelectTrigger size="sm" aria-labelledby={`${id}-entity-label`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{t('adminHome.audit.filters.anyEntity')}</SelectItem>
              {AUDIT_ENTITIES.map((entity) => (
                <SelectItem key={entity} value={entity}>
                  {t(`adminHome.audit.entities.${entity}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {field('entity_id', 'number')}
        {field('action')}
        {field('from', 'date')}
        {field('to', 'date')}
        <div className="flex items-end gap-2">
          <Button type="submit" size="sm">
            {t('adminHome.audit.filters.apply')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => onFiltersChange(NO_AUDIT_FILTERS)}
          >
            {t('adminHome.audit.filters.clear')}
          </Button>
        </div>
      </FilterBar>
    </form>
  );
}
