import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { SelectField, TextField } from '../../components/form-fields/form-fields';
import { FilterBar, SearchField } from '../shell';
import { NO_ORDER_FILTERS, type OrderFilterValues } from './order-types';

/** The choices of each select filter, as the contract names them. */
const CHOICES = {
  status: ['pending', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'],
  kind: ['shop', 'course'],
  market: ['md', 'ro', 'ru', 'eu'],
  currency: ['MDL', 'RON', 'RUB', 'EUR'],
  payment_type: ['cash', 'card'],
  delivery_type: ['courier', 'office', 'pickup', 'carrier_courier', 'carrier_office'],
} as const;
type SelectFilter = keyof typeof CHOICES;

/** Each select's label, and where its options' words are (currencies are their own codes). */
const LABELS: Record<SelectFilter, { label: string; options: string | null }> = {
  status: { label: 'status', options: 'status' },
  kind: { label: 'kind', options: 'kind' },
  market: { label: 'market', options: 'market' },
  currency: { label: 'currency', options: null },
  payment_type: { label: 'payment', options: 'payment' },
  delivery_type: { label: 'delivery', options: 'delivery' },
};

/** A select cannot hold '': "all" stands for no filter. */
const ALL = 'all';

export interface OrdersFilterBarProps {
  filters: OrderFilterValues;
  /** The filters after one changed (the page puts them in its URL). */
  onChange: (filters: OrderFilterValues) => void;
}

/** The order list's filters and search, one wrapping row; each change is the page's new URL. */
export function OrdersFilterBar({ filters, onChange }: OrdersFilterBarProps) {
  const { t } = useTranslation('ui');
  const set = (name: keyof OrderFilterValues, value: string) =>
    onChange({ ...filters, [name]: value === ALL ? '' : value });
  const filtered = Object.values(filters).some(Boolean);
  return (
    <FilterBar label={t('adminOrders.filters.label')}>
      <SearchField
        // The search is the filter staff use most: a row of its own, as wide as the bar.
        className="basis-full!"
        value={filters.q}
        onSearch={(q) => set('q', q)}
        label={t('adminOrders.filters.search')}
        placeholder={t('adminOrders.filters.searchPlaceholder')}
      />
      {(Object.keys(CHOICES) as SelectFilter[]).map((name) => {
        const { label, options } = LABELS[name];
        return (
          <SelectField
            key={name}
            label={t(`adminOrders.filters.${label}`)}
            value={filters[name] || ALL}
            onValueChange={(value) => set(name, value)}
            placeholder={t('adminOrders.filters.all')}
            options={[
              { value: ALL, label: t('adminOrders.filters.all') },
              ...CHOICES[name].map((value) => ({
                value,
                label: options ? t(`adminOrders.${options}.${value}`) : value,
              })),
            ]}
          />
        );
      })}
      {(['from', 'to'] as const).map((name) => (
        <TextField
          key={name}
          type="date"
          size="sm"
          label={t(`adminOrders.filters.${name}`)}
          value={filters[name]}
          onValueChange={(value) => set(name, value)}
        />
      ))}
      {filtered ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-end"
          onClick={() => onChange(NO_ORDER_FILTERS)}
        >
          {t('adminOrders.filters.reset')}
        </Button>
      ) : null}
    </FilterBar>
  );
}
