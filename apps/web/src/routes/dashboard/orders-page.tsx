import { PaymentHistory } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { dashboard } from '../../api/dashboard';
import { orOnFailure } from '../../app/content-load';
import { languageOf } from '../language-loader';

/** The payment history; a failure is only logged (spec 8): the empty message shows. */
export async function loader(args: LoaderFunctionArgs) {
  return {
    language: languageOf(args),
    payments: await orOnFailure('orders', dashboard.paymentHistory(), []),
  };
}

/** Dashboard orders (spec 2.9): the payment history cards, newest first. */
export function Page() {
  const { language, payments } = useLoaderData<typeof loader>();
  const { t } = useTranslation('web');
  return (
    <>
      <h1 className="font-display text-display-sm font-semibold">{t('learning.orders')}</h1>
      <PaymentHistory payments={payments} language={language} />
    </>
  );
}
