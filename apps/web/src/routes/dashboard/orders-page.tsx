import { PaymentHistory } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { orders } from '../../api/orders';
import { orOnFailure } from '../../app/content-load';
import { pathsFor } from '../../app/paths';
import { RouterLink } from '../../app/router-link';
import { languageOf } from '../language-loader';
import { orderEntry } from './order-entries';

/** The user's orders, shop and course; a failure is only logged (spec 8): the empty message shows. */
export async function loader(args: LoaderFunctionArgs) {
  return {
    language: languageOf(args),
    orders: await orOnFailure('orders', orders.list(), []),
  };
}

/**
 * Dashboard orders (spec 2.9): the payment history's cards, newest first: a course order by its
 * course, a shop order with its products and cashback, a card order still pending with the way to
 * its payment.
 */
export function Page() {
  const { language, orders } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  const paths = pathsFor(language);
  return (
    <>
      <h1 className="font-display text-display-sm font-semibold">{t('learning.orders')}</h1>
      <PaymentHistory
        payments={orders.map((order) => orderEntry(order, paths, t('learning.shopOrder')))}
        language={language}
        LinkComponent={RouterLink}
      />
    </>
  );
}
