import type { Language } from '@academy/contract/languages';
import { formatMoney } from '@academy/contract/rules';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';

/**
 * Money in the order's own currency (the contract's one money rule) and moments in the
 * reader's language, in their time zone.
 */
export function useOrderFormat() {
  const { i18n } = useTranslation('ui');
  const language = i18n.language as Language;
  return {
    money: (amount: number, currency: string) => formatMoney(amount, currency, language),
    moment: (iso: string) => formatDateTime(iso, language),
  };
}
