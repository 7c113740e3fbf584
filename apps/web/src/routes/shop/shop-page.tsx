import { shopListingSearch } from '@academy/machines';
import { ShopShare } from '@academy/ui';
import { type LoaderFunctionArgs, redirect, useLoaderData, useLocation } from 'react-router-dom';
import { shop } from '../../api/shop';
import { PageHead } from '../../app/page-head';
import { pathsFor, usePaths } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { currentToken } from '../../app/session-store';
import { languageOf } from '../language-loader';

/**
 * `shop/{id}` ("public as listed", content designed): a shop category shared as a link. Anyone
 * sees what it is; a logged-in reader opens it in the listing, a visitor logs in (and comes back
 * here) or registers. An unknown category goes to the shop listing.
 */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  const categories = await shop.categories(language).catch(() => []);
  const category = categories.find((item) => String(item.id) === args.params.id);
  if (!category) throw redirect(pathsFor(language).shopCategory());
  return { category, signedIn: Boolean(currentToken()) };
}

export function Page() {
  const { category, signedIn } = useLoaderData<typeof loader>();
  const paths = usePaths();
  const { pathname } = useLocation();
  return (
    <div className="max-w-content px-gutter py-section mx-auto w-full">
      <PageHead title={category.name} noindex />
      <ShopShare
        kind="category"
        title={category.name}
        signedIn={signedIn}
        openHref={`${paths.shopCategory()}?${new URLSearchParams(shopListingSearch({ category: category.id }))}`}
        loginHref={paths.login({ redirect: pathname })}
        registrationHref={paths.registration()}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
