import {
  type ChangePasswordActorRef,
  type ChangePasswordField,
  selectChangePasswordForm,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { FlowForm, SubmitButton, TextField } from '../../components/form-fields/form-fields';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';
import { useTextFieldBinding } from '../use-text-field-binding';

const FIELDS = [
  { field: 'oldPassword', label: 'old', autoComplete: 'current-password' },
  { field: 'newPassword', label: 'new', autoComplete: 'new-password' },
  { field: 'repeatPassword', label: 'repeat', autoComplete: 'new-password' },
] as const satisfies readonly { field: ChangePasswordField; label: string; autoComplete: string }[];

export interface ChangePasswordFormProps extends Omit<ComponentProps<'section'>, 'children'> {
  actor: ChangePasswordActorRef;
  /** 1 when the form is the page's main content (the dashboard's change-pass page). */
  titleLevel?: 1 | 2;
}

/**
 * The dashboard's change-pass screen (spec 2.9, 5): old, new and repeated password; the
 * machine's state is on the root's `data-state`.
 */
export function ChangePasswordForm({
  actor,
  titleLevel = 2,
  className,
  ...props
}: ChangePasswordFormProps) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const form = useSelector(actor, selectChangePasswordForm);
  const bind = useTextFieldBinding<ChangePasswordField>(actor, form, form.errors);
  const titleId = useId();
  return (
    <section
      data-slot="change-password-form"
      data-state={form.state}
      aria-labelledby={titleId}
      className={cn(
        'bg-surface text-surface-foreground w-full max-w-xl rounded-xl border p-6 shadow-sm sm:p-8',
        className,
      )}
      {...props}
    >
      <header className="mb-6 flex flex-col gap-1.5">
        <Title id={titleId} className="font-display text-display-sm font-semibold">
          {t('account.changePassword.title')}
        </Title>
        <p className="text-muted-foreground text-sm">{t('account.changePassword.subtitle')}</p>
      </header>
      <FlowForm
        className="flex flex-col gap-5"
        onSubmit={() => actor.send({ type: 'form.submit' })}
      >
        {form.messageKey ? (
          <Alert variant={form.messageKey === 'changePassword.success' ? 'success' : 'danger'}>
            {message(form.messageKey)}
          </Alert>
        ) : null}
        {FIELDS.map(({ field, label, autoComplete }) => (
          <TextField
            key={field}
            password
            label={t(`account.changePassword.${label}`)}
            autoComplete={autoComplete}
            {...bind(field)}
          />
        ))}
        <SubmitButton
          className="mt-1 w-full sm:w-auto sm:self-start"
          loading={form.isSubmitting}
          disabled={form.isSubmitDisabled}
        >
          {t('account.changePassword.submit')}
        </SubmitButton>
      </FlowForm>
    </section>
  );
}
