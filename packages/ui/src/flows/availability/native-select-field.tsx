import type { ReactNode } from 'react';
import { Field } from '../../components/field/field';
import { controlClasses, controlSizes } from '../../components/input/input';
import { cn } from '../../lib/cn';

export interface NativeSelectFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
  className?: string;
}

/**
 * A labelled native select: the platform's own list (typing a letter jumps, a phone shows its
 * wheel), which suits the ~400 time zones and the short lists of minutes alike.
 */
export function NativeSelectField({
  label,
  hint,
  error,
  value,
  onValueChange,
  options,
  disabled,
  className,
}: NativeSelectFieldProps) {
  return (
    <Field className={className} label={label} hint={hint} error={error}>
      <select
        className={cn(controlClasses, controlSizes.md, 'cursor-pointer pr-8')}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
