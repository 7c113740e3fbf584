import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { ProductDiscountBadge } from '../product-card/product-card';

/** The main image and, with more than one, thumbnails that switch it. */
export function ProductGallery({
  title,
  images,
  discount,
}: {
  title: string;
  images: readonly string[];
  discount: number | null;
}) {
  const { t } = useTranslation('ui');
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  return (
    <section
      data-slot="product-gallery"
      aria-label={t('shop.detail.gallery')}
      className="flex flex-col gap-4"
    >
      <div className="bg-muted relative aspect-square overflow-hidden rounded-xl border">
        {current ? (
          <img
            src={current}
            alt={t('shop.detail.image', { title, index: shown + 1 })}
            className="size-full object-cover"
          />
        ) : null}
        <ProductDiscountBadge
          discount={discount}
          className="absolute top-4 left-4 px-3 py-1 text-sm"
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-3">
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                aria-pressed={index === shown}
                aria-label={t('shop.detail.showImage', { index: index + 1, count: images.length })}
                onClick={() => setShown(index)}
                className={cn(
                  'bg-muted block size-20 cursor-pointer overflow-hidden rounded-lg border-2 transition-colors',
                  'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
                  index === shown ? 'border-primary' : 'hover:border-primary/50 border-transparent',
                )}
              >
                <img src={image} alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
