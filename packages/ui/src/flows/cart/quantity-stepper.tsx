import { MinusIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export interface QuantityStepperProps {
  /** The product, named in the labels ("Increase the quantity of Cream"). */
  title: string;
  value: number;
  onDecrement: () => void;
  onIncrement: () => void;
  /** A typed whole number of at least 1. */
  onValueChange: (value: number) => void;
  disabled?: boolean;
  className?: string;
}

const stepButton = cn(
  'inline-flex size-10 cursor-pointer items-center justify-center rounded-full transition-colors',
  'hover:bg-muted focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-45',
);

/**
 * One cart line's quantity: a number field between 'decrease' and 'increase', each labelled with
 * the product. It never goes below 1 (spec 5, Quantity): at 1 'decrease' is `aria-disabled`, so a
 * keyboard user's focus stays on it.
 */
export function QuantityStepper({
  title,
  value,
  onDecrement,
  onIncrement,
  onValueChange,
  disabled = false,
  className,
}: QuantityStepperProps) {
  const { t } = useTranslation('ui');
  // What is typed, until it is a quantity again (an empty field while retyping).
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const atMinimum = value <= 1;
  return (
    <div
      data-slot="quantity-stepper"
      className={cn(
        'border-input bg-surface flex w-fit shrink-0 items-center rounded-full border',
        className,
      )}
    >
      <button
        type="button"
        aria-label={t('checkout.cart.decrease', { title })}
        disabled={disabled}
        aria-disabled={!disabled && atMinimum ? true : undefined}
        onClick={() => {
          if (!atMinimum) onDecrement();
        }}
        className={stepButton}
      >
        <MinusIcon aria-hidden="true" className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={t('checkout.cart.quantity', { title })}
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          setDraft(event.target.value);
          const typed = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(typed) && typed >= 1) onValueChange(typed);
        }}
        onBlur={() => setDraft(String(value))}
        className="focus-visible:outline-ring w-10 rounded-sm bg-transparent text-center font-semibold tabular-nums focus-visible:outline-2 disabled:opacity-50"
      />
      <button
        type="button"
        aria-label={t('checkout.cart.increase', { title })}
        disabled={disabled}
        onClick={onIncrement}
        className={stepButton}
      >
        <PlusIcon aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
