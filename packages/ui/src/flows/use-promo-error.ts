import { formatMoney } from '@academy/contract/rules';
import { useTranslation } from 'react-i18next';
import { useFlowMessage } from './use-flow-message';

/**
 * The promo code field's error, translated: a code below its minimum says the minimum, in the
 * order's money (the shop's and the course's checkout).
 */
export function usePromoError() {
  const message = useFlowMessage();
  const { t, i18n } = useTranslation('flows');
  return (key: string | null | undefined, minimum: number | null, currency: string | null) =>
    key === 'checkout.promoBelowMinimum' && minimum !== null && currency
      ? t(key, { amount: formatMoney(minimum, currency, i18n.language) })
      : message(key);
}
