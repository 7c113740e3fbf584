import { MinusIcon, PlusIcon } from 'lucide-react';
import { type ComponentProps, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../components/label/label';
import { cn } from '../../lib/cn';

export interface QuantityInputProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  value: number;
  /** Gets a whole number of at least 1 (spec 5, Quantity). */
  onChange: (value: number) => void;
  disabled?: boolean;
}

const stepButton = cn(
  'inline-flex size-11 cursor-pointer items-center justify-center rounded-full transition-colors',
  'hover:bg-muted focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
);

/**
 * A quantity: a labelled number field between 'decrease' and 'increase'. It never goes below 1;
 * at 1 'decrease' is `aria-disabled`, so a keyboard user's focus stays on it.
 */
export function QuantityInput({
  value,
  onChange,
  disabled = false,
  className,
  ...props
}: QuantityInputProps) {
  const { t } = useTranslation('ui');
  const inputId = useId();
  // What is typed, until it is a quantity again (an empty field while retyping).
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const atMinimum = value <= 1;
  return (
    <div data-slot="quantity-input" className={cn('flex flex-col gap-2', className)} {...props}>
      <Label htmlFor={inputId}>{t('shop.detail.quantity')}</Label>
      <div className="border-input bg-surface flex w-fit items-center rounded-full border">
        <button
          type="button"
          aria-label={t('shop.detail.decrease')}
          aria-controls={inputId}
          disabled={disabled}
          aria-disabled={!disabled && atMinimum ? true : undefined}
          onClick={() => {
            if (!atMinimum) onChange(value - 1);
          }}
          className={stepButton}
        >
          <MinusIcon aria-hidden="true" className="size-4" />
        </button>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(event) => {
            setDraft(event.target.value);
            const typed = Number.parseInt(event.target.value, 10);
            if (Number.isFinite(typed) && typed >= 1) onChange(typed);
          }}
          onBlur={() => setDraft(String(value))}
          className={cn(
            'w-14 [appearance:textfield] bg-transparent text-center text-base font-semibold tabular-nums',
            '[&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            'focus-visible:outline-ring rounded-sm focus-visible:outline-2 disabled:opacity-50',
          )}
        />
        <button
          type="button"
          aria-label={t('shop.detail.increase')}
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => onChange(value + 1)}
          className={stepButton}
        >
          <PlusIcon aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>
  );
}
