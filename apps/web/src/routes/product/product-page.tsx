import { shopPricing, shopProductSummary } from '@academy/machines';
import { ShopShare } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useLocation } from 'react-router-dom';
import { shop } from '../../api/shop';
import { specialistProfile } from '../../api/specialists';
import { PageHead } from '../../app/page-head';
import { usePaths } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { currentToken, readSession } from '../../app/session-store';
import { languageOf } from '../language-loader';

/**
 * `product/{user}/{id}` ("public as listed", content designed): a product a specialist recommends,
 * typically to a client. It names the specialist (their public profile, while their page is
 * active); a reader who may buy it sees it and opens its page at their own prices (a client's are
 * the client prices); a visitor logs in (and comes back here) or registers.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const { user = '', id = '' } = args.params;
  const { profile } = readSession();
  const pricing = currentToken() && profile ? shopPricing(profile) : null;
  const [specialist, product] = await Promise.all([
    specialistProfile(language, user).catch(() => null),
    pricing ? shop.product(language, id, pricing).catch(() => null) : null,
  ]);
  const summary = product && pricing ? shopProductSummary(product, pricing) : null;
  return { specialist, summary, signedIn: Boolean(currentToken()) };
}

export function Page() {
  const { specialist, summary, signedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const paths = usePaths();
  const { pathname } = useLocation();
  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      <PageHead title={summary?.title ?? t('shopShare.productTitle')} noindex />
      <ShopShare
        kind="product"
        title={summary?.title ?? t('shopShare.productTitle')}
        image={summary?.image}
        packaging={summary?.packaging}
        brand={summary?.brand}
        specialist={
          specialist && {
            name: specialist.name,
            image: specialist.image,
            specialization: specialist.specialization,
          }
        }
        signedIn={signedIn && summary !== null}
        openHref={summary ? paths.shopItem(summary.id) : paths.shopCategory()}
        loginHref={paths.login({ redirect: pathname })}
        registrationHref={paths.registration()}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
