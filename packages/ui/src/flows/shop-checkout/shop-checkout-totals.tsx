import { formatMoney } from '@academy/contract/rules';
import type { CheckoutTotals, selectCheckout } from '@academy/machines';
import { GiftIcon, TruckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Skeleton } from '../../components/skeleton/skeleton';
import { Spinner } from '../../components/spinner/spinner';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';

/** Amounts of the quote in its market's cart currency (LEI for RON), one decimal (spec 9). */
export function moneyIn(totals: Pick<CheckoutTotals, 'currency'>, language: string) {
  return (amount: number) => formatMoney(amount, totals.currency, language);
}

type CheckoutView = ReturnType<typeof selectCheckout>;

/**
 * The server's totals: placeholders until the first answer, the last answer dimmed while new
 * ones load, a note with 'try again' when the quote failed (the order can still be placed).
 */
export function QuoteTotals({ view, onRetry }: { view: CheckoutView; onRetry: () => void }) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const { totals } = view;

  if (view.quoteState === 'failed') {
    return (
      <div data-slot="quote" data-state="failed" className="flex flex-col gap-3">
        <Alert variant="info">{message(view.quoteMessageKey)}</Alert>
        <Button variant="outline" size="sm" className="self-start" onClick={onRetry}>
          {t('checkout.totals.retry')}
        </Button>
      </div>
    );
  }
  if (!totals) {
    return (
      <div data-slot="quote" data-state="loading" aria-busy="true" className="flex flex-col gap-3">
        <QuoteStatus text={t('checkout.totals.calculating')} />
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex justify-between gap-4">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-5 w-20" />
          </div>
        ))}
      </div>
    );
  }
  return <TotalsList view={view} totals={totals} />;
}

function TotalsList({ view, totals }: { view: CheckoutView; totals: CheckoutTotals }) {
  const { t, i18n } = useTranslation('ui');
  const message = useFlowMessage();
  const { t: tFlows } = useTranslation('flows');
  const money = moneyIn(totals, i18n.language);
  const { delivery } = totals;
  return (
    <div
      data-slot="quote"
      data-state={view.isQuoteStale ? 'updating' : 'ready'}
      aria-busy={view.isQuoteStale || undefined}
      className="flex flex-col gap-4"
    >
      <QuoteStatus text={view.isQuoteStale ? t('checkout.totals.updating') : null} />
      {/* Not dimmed while updating: faded figures fall under the 4.5:1 contrast; the status says it. */}
      <dl className="flex flex-col gap-2.5 text-[0.9375rem]">
        <TotalsRow label={t('checkout.totals.subtotal')}>{money(totals.subtotal)}</TotalsRow>
        {totals.discount > 0 ? (
          <TotalsRow label={t('checkout.totals.discount', { code: totals.promoCode })}>
            <span data-slot="promo-discount" className="text-success font-semibold">
              −{money(totals.discount)}
            </span>
          </TotalsRow>
        ) : null}
        <TotalsRow label={t('checkout.totals.delivery')}>
          {delivery.kind === 'paid' ? (
            money(delivery.price)
          ) : (
            <span
              className={cn(
                delivery.kind === 'free' ? 'text-success font-semibold' : 'text-muted-foreground',
              )}
            >
              {message(delivery.labelKey)}
            </span>
          )}
        </TotalsRow>
        {totals.cashbackUsed > 0 ? (
          <TotalsRow label={t('checkout.totals.cashbackUsed')}>
            −{money(totals.cashbackUsed)}
          </TotalsRow>
        ) : null}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t pt-3">
          <dt className="font-semibold">{t('checkout.totals.total')}</dt>
          <dd className="text-primary font-display text-2xl font-semibold tabular-nums">
            {money(totals.total)}
          </dd>
        </div>
      </dl>
      {view.freeDeliveryKey && totals.freeDeliveryLeft !== null ? (
        <p
          data-slot="free-delivery-hint"
          className="bg-primary/8 text-foreground flex items-start gap-2.5 rounded-lg px-3.5 py-2.5 text-sm"
        >
          <TruckIcon className="text-primary mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {tFlows(view.freeDeliveryKey, { amount: money(totals.freeDeliveryLeft) })}
        </p>
      ) : null}
      {totals.cashbackEarned > 0 ? (
        <p className="text-muted-foreground flex items-start gap-2.5 text-sm">
          <GiftIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('checkout.totals.cashbackEarned', { amount: money(totals.cashbackEarned) })}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What the totals are waiting for, on a line of its own that is there in every state, empty when
 * they are current: a line that came and went with each new quote moved the cashback and terms
 * boxes and the order button below it, and a press made as the answer came landed beside them.
 */
function QuoteStatus({ text }: { text: string | null }) {
  return (
    <p role="status" className="text-muted-foreground flex h-5 items-center gap-2 text-sm">
      {text ? (
        <>
          <Spinner />
          {text}
        </>
      ) : null}
    </p>
  );
}

function TotalsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}
