import { EyeIcon, EyeOffIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { Input, type InputProps } from '../input/input';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Starts with the password shown (for stories and tests). */
  defaultVisible?: boolean;
}

/** A password input with a show/hide toggle; the toggle keeps the field's value and caret. */
export function PasswordInput({
  className,
  defaultVisible = false,
  size,
  ...props
}: PasswordInputProps) {
  const { t } = useTranslation('ui');
  const [visible, setVisible] = useState(defaultVisible);
  const Icon = visible ? EyeOffIcon : EyeIcon;
  return (
    <div data-slot="password-input" className="relative w-full">
      <Input
        type={visible ? 'text' : 'password'}
        size={size}
        className={cn('pr-12', className)}
        {...props}
      />
      <button
        type="button"
        data-slot="password-toggle"
        aria-label={t(visible ? 'account.password.hide' : 'account.password.show')}
        disabled={props.disabled}
        onClick={() => setVisible((shown) => !shown)}
        className={cn(
          'text-muted-foreground hover:text-foreground hover:bg-muted absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 cursor-pointer items-center justify-center rounded-md transition-colors',
          'focus-visible:outline-ring focus-visible:outline-2 focus-visible:outline-offset-0 disabled:cursor-not-allowed',
        )}
      >
        <Icon className="size-4.5" aria-hidden="true" />
      </button>
    </div>
  );
}
