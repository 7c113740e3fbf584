import { PRODUCT_MARKET_FIELDS } from '@academy/contract/back-office/products';
import {
  countryName,
  currencySign,
  MARKET_CURRENCY,
  MARKETS,
  type Market,
  type PriceTier,
} from '@academy/contract/rules';
import { Checkbox } from '../../components/checkbox/checkbox';
import { Field } from '../../components/field/field';
import { TextField } from '../../components/form-fields/form-fields';
import { FormSection } from '../shell';
import { type ProductSectionProps, useProductFields } from './product-form-section';

/** The country whose market each column is, for its name in the page's language. */
const MARKET_COUNTRY = { md: 'MD', ro: 'RO', ru: 'RU' } as const satisfies Record<Market, string>;
const TIERS: readonly PriceTier[] = ['professional', 'client'];

/**
 * The prices per market (spec 3: Moldova's fields suffixless, then _ro and _ru), a column each
 * in its own currency, for professionals and for specialists' clients: price, old price (shown
 * crossed out, above the price), discount, special offer, and whether it is sold there.
 */
export function ProductPricesSection(props: ProductSectionProps) {
  const { t } = useProductFields(props);
  return (
    <FormSection
      title={t('adminProducts.sections.prices')}
      description={t('adminProducts.sections.pricesHint')}
    >
      {TIERS.map((tier) => (
        <TierPrices key={tier} tier={tier} {...props} />
      ))}
    </FormSection>
  );
}

function TierPrices({ tier, ...props }: ProductSectionProps & { tier: PriceTier }) {
  const { t } = useProductFields(props);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-3 font-medium">{t(`adminProducts.prices.${tier}`)}</legend>
      <div className="grid gap-4 md:grid-cols-3">
        {MARKETS.map((market) => (
          <MarketPrices key={market} tier={tier} market={market} {...props} />
        ))}
      </div>
    </fieldset>
  );
}

function MarketPrices({
  tier,
  market,
  ...props
}: ProductSectionProps & { tier: PriceTier; market: Market }) {
  const { t, language, text, flag } = useProductFields(props);
  const fields: Partial<Record<string, Record<Market, string>>> = PRODUCT_MARKET_FIELDS[tier];
  const currency = currencySign(MARKET_CURRENCY[market]);
  const country = countryName(MARKET_COUNTRY[market], language);
  const name = (kind: string) => fields[kind]?.[market];
  const money = (kind: 'price' | 'price_old') => {
    const field = name(kind) ?? '';
    return (
      <TextField
        {...text(field)}
        inputMode="decimal"
        label={t(`adminProducts.prices.${kind}`, { currency })}
      />
    );
  };
  const check = (kind: 'is_special_offer' | 'in_stock_for') => {
    const field = name(kind);
    return field ? (
      <Field orientation="horizontal" label={t(`adminProducts.prices.${kind}`)}>
        <Checkbox {...flag(field)} />
      </Field>
    ) : null;
  };
  return (
    <fieldset
      data-slot="market-prices"
      className="bg-background flex min-w-0 flex-col gap-3 rounded-md border p-3"
    >
      <legend className="px-1 text-sm font-semibold">
        {t('adminProducts.prices.market', { country, currency })}
      </legend>
      {money('price')}
      {money('price_old')}
      <TextField
        {...text(name('discount') ?? '')}
        inputMode="numeric"
        label={t('adminProducts.prices.discount')}
      />
      {check('is_special_offer')}
      {check('in_stock_for')}
    </fieldset>
  );
}
