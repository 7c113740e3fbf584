import { PROMO_CURRENCIES } from '@academy/contract/back-office/inbox';
import { currencySign } from '@academy/contract/rules';
import { useId } from 'react';
import { TextField } from '../../components/form-fields/form-fields';

export interface PromoMoneyFieldsProps {
  /** The group's legend. */
  legend: string;
  /** `amount` or `min`: the fields are `<prefix>_<CUR>`. */
  prefix: 'amount' | 'min';
  values: Readonly<Record<string, string>>;
  onChange: (field: string, value: string) => void;
  /** The translated error of one currency's amount, if refused. */
  errorOf: (currency: string) => string | undefined;
  /** The group's own error (no amount at all). */
  error?: string;
}

/** One amount per currency the code is sold in: a fixed discount, or a minimum order. */
export function PromoMoneyFields({
  legend,
  prefix,
  values,
  onChange,
  errorOf,
  error,
}: PromoMoneyFieldsProps) {
  const errorId = useId();
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {PROMO_CURRENCIES.map((currency) => (
          <TextField
            key={currency}
            name={`${prefix}_${currency}`}
            label={currencySign(currency)}
            inputMode="decimal"
            value={values[`${prefix}_${currency}`] ?? ''}
            onValueChange={(value) => onChange(`${prefix}_${currency}`, value)}
            error={errorOf(currency)}
          />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-danger text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
