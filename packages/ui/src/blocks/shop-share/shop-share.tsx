import { ArrowRightIcon, PackageOpenIcon, SparklesIcon, UserRoundIcon } from 'lucide-react';
import { type ComponentProps, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

/** Who shares it: a specialist (spec 3, Specialist user: profile). */
export interface ShopShareSpecialist {
  name: string;
  image?: string | null;
  specialization?: string | null;
}

export interface ShopShareProps extends Omit<ComponentProps<'section'>, 'title'> {
  /**
   * `product`: `product/{user}/{id}`, a product a specialist recommends to a client;
   * `category`: `shop/{id}`, a shop category shared as a link.
   */
  kind: 'product' | 'category';
  /** The product's title or the category's name. */
  title: string;
  /** The product's image; a category shows a calm illustration. */
  image?: string | null;
  /** The product's packaging ("50 ml") and brand, when known. */
  packaging?: string | null;
  brand?: string | null;
  /** The specialist who shares it; left out, the link speaks for the shop. */
  specialist?: ShopShareSpecialist | null;
  /** Logged in: the way on opens it; otherwise log in (coming back here) or register. */
  signedIn: boolean;
  /** The product page or the listing of the category (for a logged-in reader). */
  openHref: string;
  /** Login with the redirect back to this page (spec 2.1). */
  loginHref: string;
  registrationHref: string;
  LinkComponent?: LinkComponent;
}

/**
 * The landing of a shared shop link (the routes 'public as listed'): what it is, who recommends
 * it, and one way on: open it in the shop, or log in (or register) to see its price.
 */
export function ShopShare({
  kind,
  title,
  image,
  packaging,
  brand,
  specialist,
  signedIn,
  openHref,
  loginHref,
  registrationHref,
  LinkComponent = PlainLink,
  className,
  ...props
}: ShopShareProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const product = kind === 'product';
  const text = product
    ? t(signedIn ? 'shop.share.productTextSignedIn' : 'shop.share.productText')
    : t(signedIn ? 'shop.share.categoryTextSignedIn' : 'shop.share.categoryText');
  return (
    <section
      data-slot="shop-share"
      data-state={signedIn ? 'signedIn' : 'visitor'}
      aria-labelledby={titleId}
      className={cn(
        'bg-surface text-surface-foreground grid overflow-hidden rounded-xl border shadow-sm md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]',
        className,
      )}
      {...props}
    >
      <div className="bg-muted relative flex aspect-[4/3] items-center justify-center md:aspect-auto md:min-h-96">
        {product && image ? (
          <img src={image} alt="" className="absolute inset-0 size-full object-cover" />
        ) : (
          <div aria-hidden="true" className="relative flex size-48 items-center justify-center">
            <span className="border-border absolute inset-0 rounded-full border" />
            <span className="border-border absolute inset-6 rounded-full border border-dashed" />
            <span className="bg-secondary absolute inset-12 rounded-full" />
            <PackageOpenIcon className="text-primary relative size-12" />
          </div>
        )}
      </div>
      <div className="flex flex-col justify-center gap-6 p-8 sm:p-12">
        <p className="text-accent inline-flex items-center gap-2 text-xs font-semibold tracking-[0.2em] uppercase">
          <SparklesIcon aria-hidden="true" className="size-4" />
          {t(product ? 'shop.share.productEyebrow' : 'shop.share.categoryEyebrow')}
        </p>
        <div className="flex flex-col gap-2">
          {brand ? (
            <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
              {brand}
            </p>
          ) : null}
          <h1 id={titleId} className="font-display text-display-md font-semibold text-balance">
            {title}
          </h1>
          {packaging ? <p className="text-muted-foreground">{packaging}</p> : null}
        </div>
        {specialist ? (
          <SpecialistLine
            specialist={specialist}
            label={t(product ? 'shop.share.recommendedBy' : 'shop.share.sharedBy', {
              name: specialist.name,
            })}
          />
        ) : null}
        <p className="text-muted-foreground max-w-prose leading-relaxed">{text}</p>
        <div className="flex flex-wrap gap-3">
          {signedIn ? (
            <Button asChild size="lg" className="rounded-full">
              <LinkComponent href={openHref}>
                {t(product ? 'shop.share.openProduct' : 'shop.share.openCategory')}
                <ArrowRightIcon aria-hidden="true" />
              </LinkComponent>
            </Button>
          ) : (
            <>
              <Button asChild size="lg" className="rounded-full">
                <LinkComponent href={loginHref}>
                  {t(product ? 'shop.share.login' : 'shop.share.loginCategory')}
                </LinkComponent>
              </Button>
              <Button asChild size="lg" variant="outline" className="rounded-full">
                <LinkComponent href={registrationHref}>{t('shop.share.register')}</LinkComponent>
              </Button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

function SpecialistLine({ specialist, label }: { specialist: ShopShareSpecialist; label: string }) {
  const [photoFailed, setPhotoFailed] = useState(false);
  const hasPhoto = Boolean(specialist.image) && !photoFailed;
  return (
    <div
      data-slot="shop-share-specialist"
      className="bg-muted/60 flex items-center gap-4 rounded-lg p-4"
    >
      <span className="bg-secondary text-secondary-foreground flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-full">
        {hasPhoto ? (
          <img
            src={specialist.image ?? undefined}
            alt=""
            onError={() => setPhotoFailed(true)}
            className="size-full object-cover"
          />
        ) : (
          <UserRoundIcon aria-hidden="true" className="size-6" />
        )}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">{label}</span>
        {specialist.specialization ? (
          <span className="text-muted-foreground text-sm">{specialist.specialization}</span>
        ) : null}
      </span>
    </div>
  );
}
