import {
  type PasswordResetConfirmActorRef,
  type PasswordResetConfirmField,
  selectPasswordResetConfirm,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { ArrowLeftIcon, CircleCheckIcon } from 'lucide-react';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../blocks/auth-card/auth-card';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { FlowForm, SubmitButton, TextField } from '../../components/form-fields/form-fields';
import { PasswordStrength } from '../../components/password-strength/password-strength';
import { TextLink } from '../../components/text-link/text-link';
import type { LinkComponent } from '../../lib/link-component';
import { useFlowMessage } from '../use-flow-message';
import { useTextFieldBinding } from '../use-text-field-binding';

export interface PasswordResetConfirmFormProps {
  actor: PasswordResetConfirmActorRef;
  /** The login page: the way on once the password is changed, and back. */
  loginHref: string;
  /** Where a new link is asked for (the login page's forgot-password mode). */
  requestLinkHref: string;
  onClose?: () => void;
  LinkComponent?: LinkComponent;
}

/**
 * The mailed reset link's page (route reset/{token}): a new password with the registration meter
 * and its repeat; then 'Your password has been changed' and the way to log in, or the failure
 * (an invalid or expired link offers a new one). The machine's state is on the card's `data-state`.
 */
export function PasswordResetConfirmForm({
  actor,
  loginHref,
  requestLinkHref,
  onClose,
  LinkComponent,
}: PasswordResetConfirmFormProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const form = useSelector(actor, selectPasswordResetConfirm);
  const Anchor: ElementType = LinkComponent ?? 'a';
  const bind = useTextFieldBinding<PasswordResetConfirmField>(actor, form, form.errors);

  if (form.state === 'done') {
    return (
      <AuthCard data-state={form.state} title={t('dashboard.resetConfirm.title')} onClose={onClose}>
        <div
          role="status"
          data-slot="password-reset-confirm-done"
          className="bg-success/10 flex flex-col items-center gap-3 rounded-lg px-6 py-8 text-center"
        >
          <CircleCheckIcon className="text-success size-9" aria-hidden="true" />
          <p className="font-display text-2xl font-semibold">{message(form.messageKey)}</p>
          <p className="text-muted-foreground text-sm leading-relaxed">
            {t('dashboard.resetConfirm.doneText')}
          </p>
        </div>
        <Button asChild size="lg" className="mt-6 w-full">
          <Anchor href={loginHref}>{t('dashboard.resetConfirm.toLogin')}</Anchor>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      data-state={form.state}
      title={t('dashboard.resetConfirm.title')}
      subtitle={t('dashboard.resetConfirm.subtitle')}
      onClose={onClose}
      footer={
        <TextLink href={loginHref} LinkComponent={LinkComponent} variant="muted">
          <ArrowLeftIcon className="mr-1.5 inline size-4 align-[-0.15em]" aria-hidden="true" />
          {t('dashboard.resetConfirm.back')}
        </TextLink>
      }
    >
      <FlowForm
        className="flex flex-col gap-5"
        onSubmit={() => actor.send({ type: 'form.submit' })}
      >
        {form.messageKey ? (
          <Alert>
            {message(form.messageKey)}
            {form.isLinkInvalid ? (
              <>
                {' '}
                <TextLink href={requestLinkHref} LinkComponent={LinkComponent} variant="inherit">
                  {t('dashboard.resetConfirm.requestNew')}
                </TextLink>
              </>
            ) : null}
          </Alert>
        ) : null}
        <div className="flex flex-col gap-3">
          <TextField
            password
            label={t('dashboard.resetConfirm.new')}
            autoComplete="new-password"
            {...bind('password')}
          />
          <PasswordStrength {...form.meter} />
        </div>
        <TextField
          password
          label={t('dashboard.resetConfirm.repeat')}
          autoComplete="new-password"
          {...bind('repeatPassword')}
        />
        <SubmitButton className="mt-1 w-full" loading={form.isSubmitting}>
          {t('dashboard.resetConfirm.submit')}
        </SubmitButton>
      </FlowForm>
    </AuthCard>
  );
}
