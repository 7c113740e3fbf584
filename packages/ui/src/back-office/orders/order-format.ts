import { formatMoney } from '@academy/contract/rules';
import { useTranslation } from 'react-i18next';

/**
 * Money in the order's own currency (the contract's one money rule) and moments in the
 * reader's language, in their time zone.
 */
export function useOrderFormat() {
  const { i18n } = useTranslation('ui');
  const language = i18n.language;
  const moment = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    money: (amount: number, currency: string) => formatMoney(amount, currency, language),
    moment: (iso: string) => moment.format(new Date(iso)),
  };
}
