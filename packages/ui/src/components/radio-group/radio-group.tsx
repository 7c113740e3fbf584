import { cva, type VariantProps } from 'class-variance-authority';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';

/**
 * A set of mutually exclusive choices on Radix (`value`/`defaultValue`/`onValueChange`): the
 * arrow keys move between the options and choose, Tab leaves the group. Name it with
 * `aria-labelledby` (a heading or legend) or `aria-label`.
 */
export function RadioGroup({
  className,
  ...props
}: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn('grid gap-3', className)}
      {...props}
    />
  );
}

export const radioGroupItemVariants = cva(
  'group/radio flex cursor-pointer items-start gap-3 has-disabled:cursor-not-allowed has-disabled:opacity-55',
  {
    variants: {
      variant: {
        /** The dot and its label, for short lists. */
        plain: 'text-[0.9375rem]',
        /** A bordered card, the chosen one outlined, for the choices a form turns on. */
        card: [
          'bg-surface rounded-lg border p-4 text-[0.9375rem] transition-colors duration-150',
          'hover:border-primary/60 has-data-[state=checked]:border-primary has-data-[state=checked]:bg-primary/5',
          'has-focus-visible:outline-ring has-focus-visible:outline-2 has-focus-visible:outline-offset-2',
        ],
      },
    },
    defaultVariants: { variant: 'plain' },
  },
);

export interface RadioGroupItemProps
  extends Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, 'children'>,
    VariantProps<typeof radioGroupItemVariants> {
  label: ReactNode;
  /** A line under the label, read with the option. */
  description?: ReactNode;
}

/** One option: the radio dot with its label (the whole row or card chooses it). */
export function RadioGroupItem({
  label,
  description,
  variant,
  className,
  id,
  ...props
}: RadioGroupItemProps) {
  const generatedId = useId();
  const itemId = id ?? generatedId;
  const descriptionId = description ? `${itemId}-description` : undefined;
  return (
    <label
      data-slot="radio-group-item"
      htmlFor={itemId}
      className={cn(radioGroupItemVariants({ variant }), className)}
    >
      <RadioGroupPrimitive.Item
        id={itemId}
        aria-describedby={descriptionId}
        className={cn(
          'border-input bg-surface mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border shadow-sm',
          'group-hover/radio:border-primary transition-colors duration-150',
          'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
          'data-[state=checked]:border-primary aria-invalid:border-danger',
          variant === 'card' && 'focus-visible:outline-none',
        )}
        {...props}
      >
        <RadioGroupPrimitive.Indicator className="bg-primary size-2.5 rounded-full" />
      </RadioGroupPrimitive.Item>
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="leading-snug font-medium">{label}</span>
        {description ? (
          <span id={descriptionId} className="text-muted-foreground text-sm leading-snug">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
