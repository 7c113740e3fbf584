import { CashbackOverview } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { shop } from '../../api/shop';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { orderEntry } from './order-entries';

const NO_CASHBACK = { balance: {}, results: [], orders: [] };

/** The cashback and the shop orders; a failure is only logged (spec 8): the empty message shows. */
export async function loader(args: LoaderFunctionArgs) {
  const language = languageOf(args);
  return {
    language,
    cashback: await orOnFailure('cashback', shop.cashback(language), NO_CASHBACK),
  };
}

/**
 * Dashboard shop history (spec 2.9, 'Shop history: purchases with cashback'): the balance per
 * currency, the ledger of what was earned and spent, and the shop purchases with their cashback.
 */
export function Page() {
  const { language, cashback } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  return (
    <>
      <h1 className="font-display text-display-sm font-semibold">{t('learning.shop')}</h1>
      <CashbackOverview
        balance={cashback.balance}
        entries={cashback.results}
        purchases={cashback.orders.map((order) =>
          orderEntry(order, paths, t('learning.shopOrder')),
        )}
        language={language}
        shopHref={paths.shopCategory()}
        LinkComponent={RouterLink}
      />
    </>
  );
}
