export { ProductActionDialog, type ProductActionDialogProps } from './product-action-dialog';
export { ProductCreateDialog, type ProductCreateDialogProps } from './product-create-dialog';
export { type ProductAction, ProductForm, type ProductFormProps } from './product-form';
export {
  type ProductFormValues,
  type ProductRelation,
  productBodyOf,
  productCreateBodyOf,
  productCreateRefusal,
  productFormRefusal,
  productFormValues,
} from './product-form-values';
export type { ProductSearch } from './product-relations-section';
export type { ProductActionView, ProductOption } from './product-types';
export { type ProductFilters, ProductsList, type ProductsListProps } from './products-list';
