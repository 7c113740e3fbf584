import {
  type LoginActorRef,
  type LoginField,
  type PasswordResetActorRef,
  selectLoginForm,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { ArrowLeftIcon, CircleCheckIcon } from 'lucide-react';
import type { ElementType } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../blocks/auth-card/auth-card';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Checkbox } from '../../components/checkbox/checkbox';
import { Field } from '../../components/field/field';
import { FlowForm, SubmitButton, TextField } from '../../components/form-fields/form-fields';
import { TextLink } from '../../components/text-link/text-link';
import type { LinkComponent } from '../../lib/link-component';
import { PasswordResetFields } from '../password-reset-form/password-reset-form';
import { useFlowMessage } from '../use-flow-message';
import { useTextFieldBinding } from '../use-text-field-binding';

export interface LoginFormProps {
  actor: LoginActorRef;
  /** The registration page. */
  registrationHref: string;
  /** The close button: the app goes Home (spec 2.8). */
  onClose?: () => void;
  /** Forgot-password mode shows this reset flow in place; without it, a link to the reset page. */
  passwordResetActor?: PasswordResetActorRef;
  passwordResetHref?: string;
  LinkComponent?: LinkComponent;
}

/**
 * Login (spec 2.8, 4, 8): editing, submitting, lockedOut (red title, 'Invalid data', fields
 * cleared, button locked for 3 s), forgot-password mode and success; the machine's state is on
 * the card's `data-state`. 'Save login' is the machine's too: it goes with the stored session.
 */
export function LoginForm({
  actor,
  registrationHref,
  onClose,
  passwordResetActor,
  passwordResetHref,
  LinkComponent,
}: LoginFormProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const form = useSelector(actor, selectLoginForm);
  const bind = useTextFieldBinding<LoginField>(actor, form, form.errors);
  const Anchor: ElementType = LinkComponent ?? 'a';
  const footer = (
    <>
      {t('account.login.noAccount')}{' '}
      <TextLink href={registrationHref} LinkComponent={LinkComponent}>
        {t('account.login.register')}
      </TextLink>
    </>
  );

  if (form.state === 'forgotPassword') {
    return (
      <AuthCard
        data-state={form.state}
        title={t('account.login.resetTitle')}
        subtitle={t('account.login.resetSubtitle')}
        onClose={onClose}
        footer={footer}
      >
        <div className="flex flex-col gap-5">
          {passwordResetActor ? (
            <PasswordResetFields actor={passwordResetActor} />
          ) : passwordResetHref ? (
            <Button asChild size="lg" className="w-full">
              <Anchor href={passwordResetHref}>{t('account.login.resetLink')}</Anchor>
            </Button>
          ) : null}
          <Button
            variant="ghost"
            className="self-center"
            onClick={() => actor.send({ type: 'mode.login' })}
          >
            <ArrowLeftIcon aria-hidden="true" />
            {t('account.login.back')}
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (form.state === 'success') {
    return (
      <AuthCard data-state={form.state} title={t('account.login.successTitle')} onClose={onClose}>
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <CircleCheckIcon className="text-success size-10" aria-hidden="true" />
          <p className="text-muted-foreground">{t('account.login.successText')}</p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      data-state={form.state}
      title={t('account.login.title')}
      subtitle={t('account.login.subtitle')}
      titleTone={form.badData ? 'danger' : 'default'}
      onClose={onClose}
      footer={footer}
    >
      <FlowForm
        className="flex flex-col gap-5"
        onSubmit={() => actor.send({ type: 'form.submit' })}
      >
        {form.messageKey ? <Alert>{message(form.messageKey)}</Alert> : null}
        <TextField
          label={t('account.auth.email')}
          type="email"
          autoComplete="username"
          {...bind('email')}
        />
        <TextField
          password
          label={t('account.auth.password')}
          autoComplete="current-password"
          {...bind('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
          <Field orientation="horizontal" label={t('account.login.saveLogin')}>
            <Checkbox
              checked={form.remember}
              onCheckedChange={(checked) =>
                actor.send({ type: 'remember.change', value: checked === true })
              }
            />
          </Field>
          <Button
            variant="link"
            size="sm"
            onClick={() => actor.send({ type: 'mode.forgotPassword' })}
          >
            {t('account.login.forgot')}
          </Button>
        </div>
        <div className="mt-2 flex flex-col gap-2">
          <SubmitButton
            className="w-full"
            loading={form.isSubmitting}
            disabled={form.isSubmitDisabled}
          >
            {t('account.login.submit')}
          </SubmitButton>
          {form.isLocked ? (
            <p className="text-muted-foreground text-center text-sm" aria-live="polite">
              {t('account.login.lockedHint')}
            </p>
          ) : null}
        </div>
      </FlowForm>
    </AuthCard>
  );
}
