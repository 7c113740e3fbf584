import type { PasswordLevel } from '@academy/contract/rules';
import type { PasswordStrength as Score } from '@academy/machines';
import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** The meter's level, the contract's rule (re-exported for the kit's declaration files). */
export type { PasswordLevel };

/** The registration machine's scores (spec 5: 35 from 3 characters, 50 from 5, 80 from 6, 100). */
const SEGMENTS: readonly Score[] = [35, 50, 80, 100];

export const strengthBarVariants = cva('h-1.5 flex-1 rounded-full transition-colors duration-300', {
  variants: {
    level: {
      empty: 'bg-muted',
      refused: 'bg-danger',
      strong: 'bg-success',
    },
  },
});

export interface PasswordStrengthProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** How far the bars reach (the machine's `passwordMeter`). */
  score: Score;
  /** What the meter says: only a password the rule accepts is `strong`; any other is `refused`. */
  level: PasswordLevel;
  /** The machine's message (e.g. 'The password is not secure'), translated by the caller. */
  message?: ReactNode;
}

/** A four-step meter of the password score, with its level in words and the machine's message. */
export function PasswordStrength({
  score,
  level,
  message,
  className,
  ...props
}: PasswordStrengthProps) {
  const { t } = useTranslation('ui');
  const levelText = t(`account.passwordStrength.${level}`);
  return (
    <div
      data-slot="password-strength"
      data-level={level}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <meter
        className="sr-only"
        min={0}
        max={100}
        value={score}
        aria-label={t('account.passwordStrength.label')}
        aria-valuetext={levelText}
      >
        {levelText}
      </meter>
      <div aria-hidden="true" className="flex gap-1.5">
        {SEGMENTS.map((step) => (
          <span
            key={step}
            className={strengthBarVariants({ level: score >= step ? level : 'empty' })}
          />
        ))}
      </div>
      <p className="flex flex-wrap justify-between gap-x-3 text-sm">
        <span
          className={cn(
            'font-medium',
            level === 'strong' ? 'text-success' : 'text-muted-foreground',
          )}
        >
          {t('account.passwordStrength.label')}: {levelText}
        </span>
        {message ? <span className="text-danger font-medium">{message}</span> : null}
      </p>
    </div>
  );
}
