import { DEFAULT_PHONE_CODE } from '@academy/contract/rules';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Input } from '../input/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../select/select';

/** Phone codes offered when the caller gives none: the academy's markets first. */
export const DEFAULT_PHONE_CODES = [
  DEFAULT_PHONE_CODE,
  '+40',
  '+7',
  '+380',
  '+34',
  '+33',
  '+49',
  '+39',
  '+44',
];

/** Keeps the digits only: the number part never holds spaces, dashes or a plus. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export interface PhoneInputProps
  extends Omit<ComponentProps<'input'>, 'value' | 'defaultValue' | 'onChange' | 'size'> {
  /** The number without its code, digits only. */
  value: string;
  onValueChange: (digits: string) => void;
  /** The chosen code; +373 (spec 9) unless told. */
  code?: string;
  onCodeChange?: (code: string) => void;
  codes?: readonly string[];
  /** Marks the code select invalid (a missing code); the number follows `aria-invalid`. */
  codeInvalid?: boolean;
}

/**
 * A phone code select and a digits-only number. Field props (`id`, `aria-describedby`,
 * `aria-invalid`) go to the number, which the field's label names.
 */
export function PhoneInput({
  value,
  onValueChange,
  code = DEFAULT_PHONE_CODE,
  onCodeChange,
  codes = DEFAULT_PHONE_CODES,
  codeInvalid,
  className,
  disabled,
  ...props
}: PhoneInputProps) {
  const { t } = useTranslation('ui');
  const options = codes.includes(code) ? codes : [code, ...codes];
  return (
    <div data-slot="phone-input" className={cn('flex w-full gap-2', className)}>
      <Select value={code} onValueChange={onCodeChange} disabled={disabled}>
        <SelectTrigger
          aria-label={t('forms.phone.code')}
          aria-invalid={codeInvalid || undefined}
          className="w-28 shrink-0 tabular-nums"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option} value={option} className="tabular-nums">
              {option}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(digitsOnly(event.target.value))}
        className="tabular-nums"
        {...props}
      />
    </div>
  );
}
