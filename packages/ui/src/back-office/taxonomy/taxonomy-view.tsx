import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageHeader, StatusBadge } from '../shell';
import type { Loadable } from '../table';
import { nameIn } from './record-form-values';
import { RecordList } from './record-list';
import type { BrandRow, CourseCategoryRow, ShopCategoryRow } from './record-types';
import type { TaxonomyKind } from './taxonomy-form-dialog';

/** A reorderable list of the page: the categories, or one category's modules. */
export type TaxonomyOrderedList = 'categories' | `modules:${number}`;

export interface TaxonomyViewProps {
  categories: Loadable<readonly CourseCategoryRow[]>;
  shopCategories: Loadable<readonly ShopCategoryRow[]>;
  brands: Loadable<readonly BrandRow[]>;
  /** A new record; a module's category is given. */
  onCreate: (kind: TaxonomyKind, categoryId?: number) => void;
  onEdit: (kind: TaxonomyKind, id: number) => void;
  onDelete: (kind: TaxonomyKind, id: number) => void;
  /** A list's new order, after a drop or a move. */
  onReorder: (list: TaxonomyOrderedList, ids: number[]) => void;
  /** The list whose new order is being saved, or whose last one failed. */
  reorder?: { list: TaxonomyOrderedList; state: 'saving' | 'failed' } | null;
  onRetry: () => void;
  /** The page's dialogs (a record's form, a delete). */
  children?: ReactNode;
}

const rowsOf = <T,>(list: Loadable<readonly T[]>) => (list.state === 'ready' ? list.data : []);

/**
 * The taxonomy page (issue 27): course categories in the listing's order (the fixed ones marked:
 * they cannot be deleted) each with its modules in theirs, then the shop's categories and the
 * brands (a brand with a logo is one of Home's partners), each record edited in a dialog.
 */
export function TaxonomyView(props: TaxonomyViewProps) {
  const { t, i18n } = useTranslation('ui');
  const language = i18n.language;
  const categories = rowsOf(props.categories);
  const reorder = (list: TaxonomyOrderedList) => ({
    onReorder: (ids: number[]) => props.onReorder(list, ids),
    reordering: props.reorder?.list === list && props.reorder.state === 'saving',
    reorderFailed: props.reorder?.list === list && props.reorder.state === 'failed',
  });
  const actions = (kind: TaxonomyKind) => ({
    onEdit: (id: number) => props.onEdit(kind, id),
    onDelete: (id: number) => props.onDelete(kind, id),
  });
  const failed = (list: Loadable<unknown>) => ({
    failed: list.state === 'error',
    onRetry: props.onRetry,
  });
  return (
    <div data-slot="taxonomy-view" className="flex flex-col gap-10">
      <AdminPageHeader
        title={t('adminTaxonomy.page.title')}
        description={t('adminTaxonomy.page.description')}
      />
      <div className="flex flex-col gap-6">
        <RecordList
          title={t('adminTaxonomy.courseCategories.title')}
          description={t('adminTaxonomy.courseCategories.description')}
          addLabel={t('adminTaxonomy.courseCategories.add')}
          onAdd={() => props.onCreate('category')}
          emptyText={t('adminTaxonomy.courseCategories.empty')}
          listLabel={t('adminTaxonomy.courseCategories.list')}
          rows={categories.map((category) => ({
            id: category.id,
            label: nameIn(category.name, language),
            meta: [
              t('adminTaxonomy.courseCategories.courses', { count: category.courses }),
              category.fixed ? t('adminTaxonomy.courseCategories.fixedHint') : '',
            ]
              .filter(Boolean)
              .join(' · '),
            badge: category.fixed ? (
              <StatusBadge tone="info">{t('adminTaxonomy.courseCategories.fixed')}</StatusBadge>
            ) : null,
            deletable: !category.fixed,
          }))}
          {...failed(props.categories)}
          {...actions('category')}
          {...reorder('categories')}
        />
        {categories.map((category) => {
          const name = nameIn(category.name, language);
          return (
            <RecordList
              key={category.id}
              nested
              className="border-l-2 pl-4"
              title={t('adminTaxonomy.courseCategories.modulesOf', { name })}
              addLabel={t('adminTaxonomy.courseCategories.addModule')}
              onAdd={() => props.onCreate('module', category.id)}
              emptyText={t('adminTaxonomy.courseCategories.noModules')}
              listLabel={t('adminTaxonomy.courseCategories.modulesOf', { name })}
              rows={category.modules.map((module) => ({
                id: module.id,
                label: nameIn(module.name, language),
                meta: t('adminTaxonomy.modules.courses', { count: module.courses }),
              }))}
              {...actions('module')}
              {...reorder(`modules:${category.id}`)}
            />
          );
        })}
      </div>
      <RecordList
        title={t('adminTaxonomy.shopCategories.title')}
        description={t('adminTaxonomy.shopCategories.description')}
        addLabel={t('adminTaxonomy.shopCategories.add')}
        onAdd={() => props.onCreate('shopCategory')}
        emptyText={t('adminTaxonomy.shopCategories.empty')}
        listLabel={t('adminTaxonomy.shopCategories.title')}
        rows={rowsOf(props.shopCategories).map((category) => ({
          id: category.id,
          label: nameIn(category.name, language),
          meta: t('adminTaxonomy.shopCategories.products', { count: category.products }),
        }))}
        {...failed(props.shopCategories)}
        {...actions('shopCategory')}
      />
      <RecordList
        title={t('adminTaxonomy.brands.title')}
        description={t('adminTaxonomy.brands.description')}
        addLabel={t('adminTaxonomy.brands.add')}
        onAdd={() => props.onCreate('brand')}
        emptyText={t('adminTaxonomy.brands.empty')}
        listLabel={t('adminTaxonomy.brands.title')}
        rows={rowsOf(props.brands).map((brand) => ({
          id: brand.id,
          label: nameIn(brand.name, language),
          picture: brand.image,
          meta: t('adminTaxonomy.brands.products', { count: brand.products }),
          badge: brand.image ? (
            <StatusBadge tone="success">{t('adminTaxonomy.brands.partner')}</StatusBadge>
          ) : null,
        }))}
        {...failed(props.brands)}
        {...actions('brand')}
      />
      {props.children}
    </div>
  );
}
