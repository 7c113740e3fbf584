import { backOfficeProductsEndpoints as endpoints } from '@academy/contract/endpoints';
import type { StaffActionValues } from '@academy/machines';
import {
  ProductCreateDialog,
  type ProductFilters,
  ProductsList,
  productCreateBodyOf,
  productCreateRefusal,
} from '@academy/ui/back-office';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { adminProducts } from '../../api/admin-products';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { listLoad, listQueryOf } from './list-state';
import { useSearchedList } from './searched-list';
import { useStaffAction, useStaffActionDialog } from './use-staff-action';

const schema = endpoints.list.query;
type ListQuery = z.output<typeof schema>;

/** The list's filters as its view shows them (`all` for none). */
const filtersOf = (query: ListQuery): ProductFilters => ({
  category: query.category ? String(query.category) : 'all',
  brand: query.brand ? String(query.brand) : 'all',
  status: query.status ?? 'all',
  stock: query.stock ?? 'all',
});

/** A filter as the URL writes it: `all` is none. */
const chosen = (value: string) => (value === 'all' ? undefined : value);

/**
 * The shop's products for editors (issue 27): filters, search, sort and page live in the URL;
 * a new product is made from its title and category, then edited on its own page.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const query = listQueryOf(schema, args.request.url);
  const [list, categories, brands] = await Promise.all([
    listLoad('admin/products', adminProducts.list(language, query)),
    orOnFailure('admin/product-categories', adminProducts.categories(language), []),
    orOnFailure('admin/product-brands', adminProducts.brands(language), []),
  ]);
  return { language, query, list, categories, brands };
}

export function Page() {
  const { language, query, list, categories, brands } = useLoaderData<typeof loader>();
  const { go, table } = useSearchedList(schema, query, list);
  const navigate = useNavigate();
  const paths = pathsFor(language);
  const actor = useStaffAction('admin/product create', async (values: StaffActionValues) => {
    const refusal = productCreateRefusal(values);
    if (refusal) throw refusal;
    const product = await adminProducts.create(language, productCreateBodyOf(values));
    navigate(paths.adminProduct(product.id));
    return product;
  });
  const { action, confirm, cancel } = useStaffActionDialog(actor);
  return (
    <ProductsList
      {...table}
      filters={filtersOf(query)}
      onFiltersChange={(filters) =>
        go({
          category: chosen(filters.category),
          brand: chosen(filters.brand),
          status: chosen(filters.status),
          stock: chosen(filters.stock),
        } as Partial<ListQuery>)
      }
      categories={categories}
      brands={brands}
      onCreate={() => actor.send({ type: 'action.open', values: { 'title.ro': '', category: '' } })}
      productHref={(product) => paths.adminProduct(product.id)}
      LinkComponent={RouterLink}
    >
      <ProductCreateDialog
        action={action}
        categories={categories}
        onChange={(field, value) => actor.send({ type: 'action.change', field, value })}
        onConfirm={confirm}
        onCancel={cancel}
      />
    </ProductsList>
  );
}
