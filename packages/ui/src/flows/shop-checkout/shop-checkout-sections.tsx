import type { CheckoutOption } from '@academy/machines';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup, RadioGroupItem } from '../../components/radio-group/radio-group';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';

/** One choice of the order form (buyer, delivery, payment) as cards, labelled by its section. */
export function ChoiceGroup<V extends string>({
  labelledBy,
  value,
  options,
  disabled,
  onChange,
}: {
  labelledBy: string;
  value: V;
  options: readonly CheckoutOption<V>[];
  disabled: boolean;
  onChange: (value: V) => void;
}) {
  const message = useFlowMessage();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value}
      disabled={disabled}
      onValueChange={(next) => onChange(next as V)}
      className="sm:grid-cols-2"
    >
      {options.map((option) => (
        <RadioGroupItem
          key={option.value}
          variant="card"
          value={option.value}
          label={message(option.labelKey)}
        />
      ))}
    </RadioGroup>
  );
}

/** A card of the checkout, labelled by its heading. */
export function FormSection({
  title,
  titleId,
  className,
  children,
  ...props
}: Omit<ComponentProps<'section'>, 'title'> & {
  title: string;
  titleId?: string;
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  return (
    <section
      {...props}
      aria-labelledby={id}
      className={cn(
        'bg-surface text-surface-foreground flex flex-col gap-5 rounded-xl border p-5 shadow-sm sm:p-8',
        className,
      )}
    >
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The order card beside the form (below it on a phone), in view while the form scrolls. */
export function OrderPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation('ui');
  return (
    <FormSection
      data-slot="order-panel"
      title={t('checkout.totals.title')}
      className="lg:sticky lg:top-6"
    >
      {children}
    </FormSection>
  );
}
