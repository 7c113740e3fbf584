import { CheckIcon } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A checkbox on Radix (`checked`/`defaultChecked`/`onCheckedChange`), red when `aria-invalid`. */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer border-input bg-surface inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-sm border shadow-sm',
        'hover:border-primary transition-colors duration-150',
        'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-2',
        'data-[state=checked]:bg-primary data-[state=checked]:border-primary data-[state=checked]:text-primary-foreground',
        'aria-invalid:border-danger aria-invalid:ring-danger/20 aria-invalid:ring-2',
        'disabled:cursor-not-allowed disabled:opacity-55',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator" className="flex">
        <CheckIcon className="size-3.5" strokeWidth={3} aria-hidden="true" />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
