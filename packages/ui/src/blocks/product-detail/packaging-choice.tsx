import type { ShopProductDetail } from '@academy/machines';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import type { LinkComponent } from '../../lib/link-component';

/** The packagings of the product's group as links (another packaging is another product). */
export function PackagingChoice({
  product,
  productHref,
  LinkComponent,
}: {
  product: ShopProductDetail;
  productHref: (productId: number) => string;
  LinkComponent: LinkComponent;
}) {
  const { t } = useTranslation('ui');
  const labelId = useId();
  if (product.variants.length < 2) {
    return product.packaging ? (
      <p className="text-sm">
        <span className="text-muted-foreground">{t('shop.detail.variants')}: </span>
        <span className="font-medium">{product.packaging}</span>
        {product.size ? <span className="text-muted-foreground"> · {product.size}</span> : null}
      </p>
    ) : null;
  }
  return (
    <nav aria-labelledby={labelId} className="flex flex-col gap-2.5">
      <p id={labelId} className="text-sm font-medium">
        {t('shop.detail.variants')}
      </p>
      <ul className="flex flex-wrap gap-2.5">
        {product.variants.map((variant) => (
          <li key={variant.id}>
            <LinkComponent
              href={productHref(variant.id)}
              aria-current={variant.current ? 'page' : undefined}
              className={cn(
                'flex min-w-20 flex-col rounded-lg border px-4 py-2 text-sm transition-colors',
                'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
                variant.current
                  ? 'border-primary bg-primary/5 text-foreground ring-primary ring-1'
                  : 'hover:border-primary bg-surface',
              )}
            >
              <span className="font-semibold">{variant.packaging}</span>
              {variant.size ? (
                <span className="text-muted-foreground text-xs">{variant.size}</span>
              ) : null}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </nav>
  );
}
