import {
  brandBodySchema,
  courseCategoryBodySchema,
  courseModuleBodySchema,
  shopCategoryBodySchema,
} from '@academy/contract/back-office/taxonomy';
import type { StaffActionValues } from '@academy/machines';
import {
  flatTranslated,
  nameIn,
  TaxonomyFormDialog,
  type TaxonomyKind,
  type TaxonomyOrderedList,
  TaxonomyView,
  translatedOf,
} from '@academy/ui/back-office';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import { adminTaxonomy } from '../../api/admin-taxonomy';
import { useRefetchPage } from '../../app/refetch-page';
import { checked } from './checked';
import { listLoad } from './list-state';
import { RecordDeletion } from './record-deletion';
import { FormImage } from './taxonomy-form-image';
import { imageIdOf, orderedLoad, useRecordEditing } from './taxonomy-records';

/** The taxonomy (issue 27): course categories with their modules, shop categories, brands. */
export async function loader() {
  const [categories, shopCategories, brands] = await Promise.all([
    listLoad('admin/course-categories', adminTaxonomy.categories()),
    listLoad('admin/shop-categories', adminTaxonomy.shopCategories()),
    listLoad('admin/brands', adminTaxonomy.brands()),
  ]);
  return { categories, shopCategories, brands };
}

/** A record form's save: which record (`kind`), new or edited (`verb`, `id`), its values. */
function save(values: StaffActionValues) {
  const id = Number(values.id);
  const edit = values.verb === 'edit';
  const name = translatedOf(values, 'name');
  switch (values.kind as TaxonomyKind) {
    case 'category':
      return checked(courseCategoryBodySchema, { slug: values.slug ?? '', name }, (body) =>
        edit ? adminTaxonomy.updateCategory(id, body) : adminTaxonomy.createCategory(body),
      );
    case 'module':
      return checked(
        courseModuleBodySchema,
        { category_id: Number(values.category_id), name },
        (body) => (edit ? adminTaxonomy.updateModule(id, body) : adminTaxonomy.createModule(body)),
      );
    case 'shopCategory':
      return checked(shopCategoryBodySchema, { name }, (body) =>
        edit ? adminTaxonomy.updateShopCategory(id, body) : adminTaxonomy.createShopCategory(body),
      );
    case 'brand':
      return checked(brandBodySchema, { name, image_id: imageIdOf(values.image_id) }, (body) =>
        edit ? adminTaxonomy.updateBrand(id, body) : adminTaxonomy.createBrand(body),
      );
  }
}

const REMOVE = {
  category: adminTaxonomy.deleteCategory,
  module: adminTaxonomy.deleteModule,
  shopCategory: adminTaxonomy.deleteShopCategory,
  brand: adminTaxonomy.deleteBrand,
} as const satisfies Record<TaxonomyKind, unknown>;

const reorder = (list: TaxonomyOrderedList, ids: number[]) =>
  list === 'categories'
    ? adminTaxonomy.reorderCategories(ids)
    : adminTaxonomy.reorderModules(Number(list.slice('modules:'.length)), ids);

export function Page() {
  const data = useLoaderData<typeof loader>();
  const { i18n } = useTranslation();
  const refetch = useRefetchPage();
  const editing = useRecordEditing<TaxonomyOrderedList>({
    what: 'admin/taxonomy',
    save,
    remove: (values) => REMOVE[values.kind as TaxonomyKind](Number(values.id)),
    reorder,
  });
  const { form, deletion, order } = editing;
  const categories = data.categories.state === 'ready' ? data.categories.data : [];
  const shopCategories = data.shopCategories.state === 'ready' ? data.shopCategories.data : [];
  const brands = data.brands.state === 'ready' ? data.brands.data : [];
  const modules = categories.flatMap((category) => category.modules);
  const recordOf = (kind: TaxonomyKind, id: number) =>
    ({ category: categories, module: modules, shopCategory: shopCategories, brand: brands })[
      kind
    ].find((record) => record.id === id);
  const label = (kind: TaxonomyKind, id: number) => {
    const record = recordOf(kind, id);
    return record ? nameIn(record.name, i18n.language) : '';
  };
  const brand = brands.find((record) => String(record.id) === form.action.values.id);
  const ordered = orderedLoad(data.categories, (list) =>
    order.ordered('categories', list).map((category) => ({
      ...category,
      modules: order.ordered(`modules:${category.id}`, category.modules),
    })),
  );
  return (
    <TaxonomyView
      categories={ordered}
      shopCategories={data.shopCategories}
      brands={data.brands}
      onCreate={(kind, categoryId) =>
        form.open({
          kind,
          verb: 'create',
          slug: '',
          category_id: categoryId ? String(categoryId) : '',
          ...flatTranslated('name'),
        })
      }
      onEdit={(kind, id) => {
        const record = recordOf(kind, id);
        if (!record) return;
        form.open({
          kind,
          verb: 'edit',
          id: String(id),
          label: label(kind, id),
          slug: 'slug' in record ? record.slug : '',
          category_id: 'category_id' in record ? String(record.category_id) : '',
          ...flatTranslated('name', record.name),
        });
      }}
      onDelete={(kind, id) => deletion.open({ kind, id: String(id), label: label(kind, id) })}
      onReorder={(list, ids) => void order.reorder(list, ids)}
      reorder={order.status}
      onRetry={() => void refetch()}
    >
      <FormImage
        key={form.session}
        purpose="brand_logo"
        current={form.action.values.kind === 'brand' ? (brand?.image ?? null) : null}
        onImage={(value) => form.change('image_id', value)}
      >
        {(logo) => (
          <TaxonomyFormDialog
            action={form.action}
            categories={categories.map((category) => ({
              id: category.id,
              name: nameIn(category.name, i18n.language),
            }))}
            logo={logo}
            onChange={form.change}
            onConfirm={form.confirm}
            onCancel={form.cancel}
          />
        )}
      </FormImage>
      <RecordDeletion deletion={deletion} />
    </TaxonomyView>
  );
}
