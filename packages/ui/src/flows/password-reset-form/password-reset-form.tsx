import { type PasswordResetActorRef, selectPasswordReset } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { MailCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../blocks/auth-card/auth-card';
import { Alert } from '../../components/alert/alert';
import { FlowForm, SubmitButton, TextField } from '../../components/form-fields/form-fields';
import { useFlowMessage } from '../use-flow-message';

/**
 * The reset form itself (email and send; then 'check your mailbox'), without a frame: the login
 * form shows it in its forgot-password mode, the reset page inside a card. The machine's state
 * is on its root's `data-state`.
 */
export function PasswordResetFields({ actor }: { actor: PasswordResetActorRef }) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const { state, email, error, isSending, messageKey } = useSelector(actor, selectPasswordReset);

  if (state === 'sent') {
    return (
      <div
        role="status"
        data-state={state}
        data-slot="password-reset-sent"
        className="bg-success/10 flex flex-col items-center gap-3 rounded-lg px-6 py-8 text-center"
      >
        <MailCheckIcon className="text-success size-8" aria-hidden="true" />
        <p className="font-display text-2xl font-semibold">{message(messageKey)}</p>
        <p className="text-muted-foreground text-sm leading-relaxed">
          {t('account.passwordReset.sentText', { email })}
        </p>
      </div>
    );
  }

  return (
    <FlowForm
      data-state={state}
      className="flex flex-col gap-5"
      onSubmit={() => actor.send({ type: 'form.submit' })}
    >
      {messageKey ? <Alert>{message(messageKey)}</Alert> : null}
      <TextField
        label={t('account.auth.email')}
        error={message(error)}
        type="email"
        autoComplete="email"
        value={email}
        onValueChange={(value) => actor.send({ type: 'field.change', value })}
      />
      <SubmitButton className="w-full" loading={isSending}>
        {t('account.passwordReset.submit')}
      </SubmitButton>
    </FlowForm>
  );
}

export interface PasswordResetFormProps {
  actor: PasswordResetActorRef;
  onClose?: () => void;
  /** Below the form, e.g. the link back to login. */
  footer?: ReactNode;
}

/** The password reset page's card (spec 2.8). */
export function PasswordResetForm({ actor, onClose, footer }: PasswordResetFormProps) {
  const { t } = useTranslation('ui');
  return (
    <AuthCard
      title={t('account.passwordReset.title')}
      subtitle={t('account.passwordReset.subtitle')}
      onClose={onClose}
      footer={footer}
    >
      <PasswordResetFields actor={actor} />
    </AuthCard>
  );
}
