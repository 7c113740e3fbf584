import type { AdminProduct } from '@academy/contract/back-office/products';
import type { StaffActionValues } from '@academy/machines';
import {
  type ProductAction,
  ProductActionDialog,
  ProductForm,
  productBodyOf,
  productFormRefusal,
  productFormValues,
  RecordLoadFailure,
} from '@academy/ui/back-office';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router-dom';
import { adminProducts } from '../../api/admin-products';
import { orOnFailure } from '../../app/content-load';
import { missingRecord } from '../../app/missing-record';
import { pathsFor } from '../../app/paths';
import { useRefetchPage } from '../../app/refetch-page';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { useProductSearches } from './product-search';
import { useImageUpload } from './use-image-upload';
import { useStaffAction, useStaffActionDialog } from './use-staff-action';

/** A product's page for editors (issue 27): its form, its categories and brands to choose from. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const id = Number(args.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) missingRecord(pathsFor(language).adminProducts());
  const [product, categories, brands] = await Promise.all([
    orOnFailure(
      'admin/product',
      adminProducts.get(language, id).then((data) => ({ state: 'ready' as const, data })),
      { state: 'error' as const },
    ),
    orOnFailure('admin/product-categories', adminProducts.categories(language), []),
    orOnFailure('admin/product-brands', adminProducts.brands(language), []),
  ]);
  return { language, id, product, categories, brands };
}

export function Page() {
  const { product } = useLoaderData<typeof loader>();
  const refetch = useRefetchPage();
  const { t } = useTranslation('ui');
  if (product.state === 'error')
    return (
      <RecordLoadFailure
        text={t('adminProducts.form.loadFailed')}
        retryLabel={t('adminProducts.form.retry')}
        onRetry={() => void refetch()}
      />
    );
  return <ProductEditor product={product.data} />;
}

const pictureOf = (url: string | null) => (url ? { url } : null);

function ProductEditor({ product }: { product: AdminProduct }) {
  const { language, id, categories, brands } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const paths = pathsFor(language);
  const [saved, setSaved] = useState(false);
  /** Typed since the last save: a reload for another reason (shown, hidden) keeps it. */
  const edited = useRef(false);
  const image = useImageUpload('product', pictureOf(product.image_thumbnail));
  const image2 = useImageUpload('product', pictureOf(product.image2_thumbnail));
  const { searches, onSearch } = useProductSearches(language);
  // The save: the contract's check first, then the server's; the page loads the product again.
  const save = useStaffAction(
    'admin/product save',
    (values: StaffActionValues) => {
      const refusal = productFormRefusal(values);
      if (refusal) return Promise.reject(refusal);
      return adminProducts.save(language, id, productBodyOf(values));
    },
    () => {
      edited.current = false;
      setSaved(true);
    },
  );
  const flow = useStaffActionDialog(save).action;
  // Before the flow has opened (its first render), the form shows the product as loaded.
  const form =
    flow.state === 'idle' && !('title.ro' in flow.values)
      ? { ...flow, values: productFormValues(product) }
      : flow;
  // The form opens with the product as loaded, and again once a save has loaded it anew.
  useEffect(() => {
    if (!edited.current) save.send({ type: 'action.open', values: productFormValues(product) });
  }, [save, product]);
  const act = useStaffAction('admin/product action', async (values: StaffActionValues) => {
    if (values.verb === 'delete') {
      await adminProducts.remove(id);
      navigate(paths.adminProducts());
      return;
    }
    return values.verb === 'activate'
      ? adminProducts.activate(language, id)
      : adminProducts.deactivate(language, id);
  });
  const dialog = useStaffActionDialog(act);
  const verb = (dialog.action.values.verb as ProductAction | undefined) ?? null;
  return (
    <ProductForm
      product={product}
      form={form}
      saved={saved}
      onChange={(field, value) => {
        edited.current = true;
        setSaved(false);
        save.send({ type: 'action.change', field, value });
      }}
      onSave={() =>
        save.send({
          type: 'action.confirm',
          values: {
            image_id: image.imageId === null ? '' : String(image.imageId),
            image2_id: image2.removed
              ? 'none'
              : image2.imageId === null
                ? ''
                : String(image2.imageId),
          },
        })
      }
      categories={categories}
      brands={brands}
      searches={searches}
      onSearch={onSearch}
      images={{ image: image.field, image2: image2.field }}
      onAction={(action) => act.send({ type: 'action.open', values: { verb: action } })}
      backHref={paths.adminProducts()}
      LinkComponent={RouterLink}
    >
      <ProductActionDialog
        verb={verb}
        title={product.title[language] || product.title.ro}
        action={dialog.action}
        onConfirm={dialog.confirm}
        onCancel={dialog.cancel}
      />
    </ProductForm>
  );
}
