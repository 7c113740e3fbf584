import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/form-fields/form-fields';
import { Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';

/** A category or a brand the listing filters by (spec 3, Shop category / brand). */
export interface ShopFilterOption {
  id: number;
  name: string;
}

const ALL = 'all';

export interface ProductGridFiltersProps {
  categories: readonly ShopFilterOption[];
  brands: readonly ShopFilterOption[];
  /** The chosen category and brand; null for all. */
  category: number | null;
  brand: number | null;
  onCategoryChange: (category: number | null) => void;
  onBrandChange: (brand: number | null) => void;
}

/** The listing's filters: category chips (one at a time, pressed again for all) and a brand select. */
export function ProductGridFilters({
  categories,
  brands,
  category,
  brand,
  onCategoryChange,
  onBrandChange,
}: ProductGridFiltersProps) {
  const { t } = useTranslation('ui');
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
      {/* biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields */}
      <div
        role="group"
        aria-label={t('shop.listing.categories')}
        className="flex min-w-0 flex-wrap gap-2.5 max-md:-m-1 max-md:flex-nowrap max-md:overflow-x-auto max-md:p-1"
      >
        <FilterChip pressed={category === null} onClick={() => onCategoryChange(null)}>
          {t('shop.listing.allCategories')}
        </FilterChip>
        {categories.map((option) => (
          <FilterChip
            key={option.id}
            pressed={category === option.id}
            onClick={() => onCategoryChange(category === option.id ? null : option.id)}
          >
            {option.name}
          </FilterChip>
        ))}
      </div>
      <SelectField
        className="w-full shrink-0 sm:w-64"
        label={t('shop.listing.brand')}
        placeholder={t('shop.listing.allBrands')}
        value={brand === null ? ALL : String(brand)}
        onValueChange={(value) => onBrandChange(value === ALL ? null : Number(value))}
        options={[
          { value: ALL, label: t('shop.listing.allBrands') },
          ...brands.map((option) => ({ value: String(option.id), label: option.name })),
        ]}
      />
    </div>
  );
}

function FilterChip({
  pressed,
  ...props
}: Omit<ComponentProps<'button'>, 'type'> & { pressed: boolean; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-state={pressed ? 'on' : 'off'}
      className={cn(
        'shrink-0 cursor-pointer rounded-full border px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
        pressed
          ? 'bg-primary border-primary text-primary-foreground shadow-sm'
          : 'bg-surface text-foreground hover:border-primary hover:text-primary',
      )}
      {...props}
    />
  );
}

/** The filters' placeholder while the catalogue loads. */
export function FiltersSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-wrap items-end justify-between gap-5">
      <div className="flex gap-2.5 overflow-hidden">
        {[14, 22, 18, 16, 20].map((width) => (
          <Skeleton
            key={width}
            className="h-9 shrink-0 rounded-full"
            style={{ width: `${width * 0.3}rem` }}
          />
        ))}
      </div>
      <Skeleton className="h-11 w-full sm:w-64" />
    </div>
  );
}
