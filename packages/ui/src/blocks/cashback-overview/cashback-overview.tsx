import type { Language } from '@academy/contract/languages';
import { formatMoney } from '@academy/contract/rules';
import { ShoppingBagIcon, WalletIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { formatLongDate, isoDate } from '../../lib/format-date';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { EmptyState } from '../empty-state/empty-state';
import { type PaymentEntry, PaymentHistory } from '../payment-history/payment-history';

/** A movement of the cashback (designed: `GET /accounts/cashback/`): earned (+) or spent (−). */
export interface CashbackLedgerEntry {
  id: number;
  /** The order that earned or spent it; null for a manual adjustment. */
  order_id: number | null;
  amount: number;
  currency: string;
  created: string;
}

export interface CashbackOverviewProps extends ComponentProps<'div'> {
  /** The balance per currency (a user who shopped in two markets has two). */
  balance: Readonly<Record<string, number>>;
  /** The ledger, shown newest first. */
  entries: readonly CashbackLedgerEntry[];
  /** The shop purchases, each with the cashback it spent and earned. */
  purchases: readonly PaymentEntry[];
  language: Language;
  /** The shop listing, offered while there is nothing yet. */
  shopHref?: string;
  LinkComponent?: LinkComponent;
}

const newestFirst = (a: CashbackLedgerEntry, b: CashbackLedgerEntry) =>
  Date.parse(b.created) - Date.parse(a.created) || b.id - a.id;

/**
 * The dashboard's shop history (spec 2.9, 'Shop history: purchases with cashback'): the cashback
 * balance per currency, its ledger (earned and spent, with dates and order numbers) and the shop
 * purchases with their cashback; one empty message, with the way to the shop, before the first.
 */
export function CashbackOverview({
  balance,
  entries,
  purchases,
  language,
  shopHref,
  LinkComponent = PlainLink,
  className,
  ...props
}: CashbackOverviewProps) {
  const { t } = useTranslation('ui');
  const id = useId();
  const currencies = Object.keys(balance).length
    ? Object.keys(balance)
    : [...new Set(entries.map((entry) => entry.currency))];
  if (entries.length === 0 && purchases.length === 0 && currencies.every((c) => !balance[c])) {
    return (
      <EmptyState
        slot="cashback-overview"
        icon={WalletIcon}
        title={t('learning.cashback.emptyTitle')}
        message={t('learning.cashback.empty')}
        action={
          shopHref ? (
            <Button asChild variant="outline" className="mt-2">
              <LinkComponent href={shopHref}>
                <ShoppingBagIcon aria-hidden="true" />
                {t('learning.cashback.toShop')}
              </LinkComponent>
            </Button>
          ) : null
        }
        className={className}
        {...props}
      />
    );
  }
  const money = (amount: number, currency: string) => formatMoney(amount, currency, language);
  const heading = 'font-display mb-3 text-xl font-semibold text-balance';
  return (
    <div
      data-slot="cashback-overview"
      data-state="filled"
      className={cn('flex flex-col gap-10', className)}
      {...props}
    >
      <section aria-labelledby={`${id}-balance`}>
        <h2 id={`${id}-balance`} className={heading}>
          {t('learning.cashback.balance')}
        </h2>
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4">
          {currencies.map((currency) => (
            <li
              key={currency}
              data-slot="cashback-balance"
              className="bg-surface text-surface-foreground flex items-center gap-4 rounded-xl border p-5 shadow-sm"
            >
              <span className="bg-secondary text-secondary-foreground inline-flex size-12 shrink-0 items-center justify-center rounded-full">
                <WalletIcon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex flex-col">
                <span className="text-2xl font-semibold tabular-nums">
                  {money(balance[currency] ?? 0, currency)}
                </span>
                <span className="text-muted-foreground text-sm">
                  {t('learning.cashback.available')}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground mt-3 max-w-prose text-sm">
          {t('learning.cashback.how')}
        </p>
      </section>

      <section aria-labelledby={`${id}-ledger`}>
        <h2 id={`${id}-ledger`} className={heading}>
          {t('learning.cashback.ledger')}
        </h2>
        {entries.length === 0 ? (
          <p className="text-muted-foreground">{t('learning.cashback.ledgerEmpty')}</p>
        ) : (
          // A region a keyboard can scroll, should a narrow screen not hold the three columns.
          // biome-ignore lint/a11y/useSemanticElements: a named scroller, not a set of form fields
          <div
            role="group"
            aria-labelledby={`${id}-ledger`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take keyboard focus.
            tabIndex={0}
            className="bg-surface focus-visible:outline-ring overflow-x-auto rounded-xl border shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
          >
            <table data-slot="cashback-ledger" className="w-full text-left text-sm">
              <thead className="text-muted-foreground border-b text-xs tracking-wide uppercase">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium sm:px-5">
                    {t('learning.cashback.operation')}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-medium sm:px-5">
                    {t('learning.cashback.amount')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {[...entries].sort(newestFirst).map((entry) => (
                  <LedgerRow key={entry.id} entry={entry} language={language} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby={`${id}-purchases`}>
        <h2 id={`${id}-purchases`} className={heading}>
          {t('learning.cashback.purchases')}
        </h2>
        <PaymentHistory
          payments={purchases}
          language={language}
          headingLevel="h3"
          emptyMessage={t('learning.cashback.purchasesEmpty')}
          LinkComponent={LinkComponent}
        />
      </section>
    </div>
  );
}

function LedgerRow({ entry, language }: { entry: CashbackLedgerEntry; language: Language }) {
  const { t } = useTranslation('ui');
  const earned = entry.amount >= 0;
  const amount = formatMoney(Math.abs(entry.amount), entry.currency, language);
  const operation =
    entry.order_id === null
      ? t('learning.cashback.adjustment')
      : t(earned ? 'learning.cashback.earnedOn' : 'learning.cashback.spentOn', {
          id: entry.order_id,
        });
  return (
    <tr data-slot="cashback-entry" data-kind={earned ? 'earned' : 'spent'}>
      <td className="px-4 py-3 sm:px-5">
        <span className="block">{operation}</span>
        <time dateTime={isoDate(entry.created)} className="text-muted-foreground text-xs">
          {formatLongDate(entry.created, language)}
        </time>
      </td>
      <td
        className={cn(
          'px-4 py-3 text-right font-semibold whitespace-nowrap tabular-nums sm:px-5',
          earned && 'text-success',
        )}
      >
        {earned ? '+' : '−'}
        {amount}
      </td>
    </tr>
  );
}
