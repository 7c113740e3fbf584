import {
  REGISTRATION_REDIRECT_MS,
  type RegistrationActorRef,
  type RegistrationProfession,
  type RegistrationTextField,
  selectRegistrationForm,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { CircleAlertIcon, ShieldCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../blocks/auth-card/auth-card';
import { Button } from '../../components/button/button';
import { Checkbox } from '../../components/checkbox/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';
import { Field } from '../../components/field/field';
import { FileInput } from '../../components/file-input/file-input';
import {
  FlowForm,
  SelectField,
  SubmitButton,
  TextField,
} from '../../components/form-fields/form-fields';
import { PasswordStrength } from '../../components/password-strength/password-strength';
import { PhoneInput } from '../../components/phone-input/phone-input';
import { TextLink } from '../../components/text-link/text-link';
import { countryOptions } from '../../lib/country-options';
import type { LinkComponent } from '../../lib/link-component';
import { useFlowMessage } from '../use-flow-message';
import { useTextFieldBinding } from '../use-text-field-binding';

/** The choices of spec 5: cosmetology or nurse (one profile type), doctor, other. */
const PROFESSIONS = ['cosmetology', 'doctor', 'other'] as const satisfies RegistrationProfession[];

/** Images of any kind and PDF; the machine checks extension and type (spec 5, Files). */
export const CERTIFICATE_ACCEPT = 'image/*,application/pdf,.pdf';

export interface RegistrationCountryOption {
  code: string;
  name: string;
}

export interface RegistrationFormProps {
  actor: RegistrationActorRef;
  countries: readonly RegistrationCountryOption[];
  /** Phone codes to offer; +373 is the default choice (spec 5). */
  phoneCodes?: readonly string[];
  /** The login page, with the redirect query (spec 2.8). */
  loginHref: string;
  privacyPolicyHref: string;
  paymentPolicyHref: string;
  onClose?: () => void;
  LinkComponent?: LinkComponent;
}

/**
 * Registration (spec 2.8, 4, 5): every field with its message from the machine, the password
 * strength, submitting, the success modal before the redirect and the failure modal. The
 * machine's state is on the card's `data-state`.
 */
export function RegistrationForm({
  actor,
  countries,
  phoneCodes,
  loginHref,
  privacyPolicyHref,
  paymentPolicyHref,
  onClose,
  LinkComponent,
}: RegistrationFormProps) {
  const { t, i18n } = useTranslation('ui');
  const message = useFlowMessage();
  const form = useSelector(actor, selectRegistrationForm);
  const { values, errors } = form;
  const text = useTextFieldBinding<RegistrationTextField>(actor, values, errors);
  const policyHref = { privacyConsent: privacyPolicyHref, paymentConsent: paymentPolicyHref };

  return (
    <AuthCard
      data-state={form.state}
      size="lg"
      title={t('account.registration.title')}
      subtitle={t('account.registration.subtitle')}
      onClose={onClose}
      footer={
        <>
          {t('account.registration.haveAccount')}{' '}
          <TextLink href={loginHref} LinkComponent={LinkComponent}>
            {t('account.registration.login')}
          </TextLink>
        </>
      }
    >
      <FlowForm
        focusFirstInvalid
        className="grid gap-x-5 gap-y-5 md:grid-cols-2"
        onSubmit={() => actor.send({ type: 'form.submit' })}
      >
        <TextField
          className="md:col-span-2"
          label={t('account.auth.email')}
          type="email"
          autoComplete="email"
          {...text('email')}
        />
        <TextField
          label={t('account.registration.firstName')}
          autoComplete="given-name"
          {...text('firstName')}
        />
        <TextField
          label={t('account.registration.lastName')}
          autoComplete="family-name"
          {...text('lastName')}
        />
        <SelectField
          label={t('account.registration.profession')}
          error={message(errors.profession)}
          value={values.profession === 'nurse' ? 'cosmetology' : values.profession}
          onValueChange={(value) => {
            const profession = PROFESSIONS.find((option) => option === value);
            if (profession) actor.send({ type: 'profession.select', profession });
          }}
          placeholder={t('account.registration.professionPlaceholder')}
          options={PROFESSIONS.map((profession) => ({
            value: profession,
            label: t(`account.registration.professions.${profession}`),
          }))}
        />
        <SelectField
          label={t('account.registration.country')}
          error={message(errors.country)}
          value={values.country?.code ?? ''}
          onValueChange={(code) => {
            const country = countries.find((option) => option.code === code);
            if (country) actor.send({ type: 'country.select', country });
          }}
          placeholder={t('account.registration.countryPlaceholder')}
          options={countryOptions(countries, (country) => country.code, i18n.language)}
        />
        <div className="flex flex-col gap-3">
          <TextField
            password
            label={t('account.auth.password')}
            autoComplete="new-password"
            {...text('password')}
          />
          <PasswordStrength
            {...form.passwordMeter}
            message={errors.password ? null : message(form.passwordStrengthMessageKey)}
          />
        </div>
        <TextField
          password
          label={t('account.registration.repeatPassword')}
          autoComplete="new-password"
          {...text('repeatPassword')}
        />
        <Field
          className="md:col-span-2"
          label={t('account.registration.phone')}
          error={message(errors.phone ?? errors.phoneCode)}
        >
          <PhoneInput
            autoComplete="tel-national"
            value={values.phone}
            onValueChange={(value) => actor.send({ type: 'field.change', field: 'phone', value })}
            code={values.phoneCode}
            onCodeChange={(value) =>
              actor.send({ type: 'field.change', field: 'phoneCode', value })
            }
            codes={phoneCodes}
            codeInvalid={errors.phoneCode !== undefined}
          />
        </Field>
        {form.isCertificateRequired ? (
          <Field
            className="md:col-span-2"
            label={t('account.registration.certificate')}
            hint={t('account.registration.certificateHint')}
            error={message(errors.certificate)}
          >
            <FileInput
              accept={CERTIFICATE_ACCEPT}
              file={values.certificate}
              onFileChange={(file) => actor.send({ type: 'certificate.select', file })}
            />
          </Field>
        ) : null}
        <div className="flex flex-col gap-3 md:col-span-2">
          {(['privacyConsent', 'paymentConsent'] as const).map((consent) => (
            <Field
              key={consent}
              orientation="horizontal"
              error={message(errors[consent])}
              label={
                <>
                  {t(`account.registration.${consent}`)}{' '}
                  <TextLink
                    href={policyHref[consent]}
                    LinkComponent={LinkComponent}
                    target="_blank"
                    rel="noopener"
                  >
                    {t(
                      `account.registration.${consent === 'privacyConsent' ? 'privacyPolicy' : 'paymentPolicy'}`,
                    )}
                  </TextLink>
                </>
              }
            >
              <Checkbox
                checked={values[consent]}
                onCheckedChange={(checked) =>
                  actor.send({ type: 'consent.change', field: consent, checked: checked === true })
                }
              />
            </Field>
          ))}
        </div>
        <SubmitButton
          className="mt-2 w-full md:col-span-2"
          loading={form.isSubmitting}
          disabled={form.isSubmitDisabled}
        >
          {t('account.registration.submit')}
        </SubmitButton>
      </FlowForm>

      <Dialog open={form.modal === 'success'}>
        <DialogContent hideCloseButton className="text-center focus-visible:outline-none">
          <ShieldCheckIcon className="text-success mx-auto size-10" aria-hidden="true" />
          <DialogHeader className="items-center pr-0 text-center">
            <DialogTitle>{message('registration.success')}</DialogTitle>
            <DialogDescription>{message('registration.successNote')}</DialogDescription>
          </DialogHeader>
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {t('account.registration.redirectNote', { seconds: REGISTRATION_REDIRECT_MS / 1000 })}
          </p>
        </DialogContent>
      </Dialog>

      <Dialog
        open={form.modal === 'failure'}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'modal.close' });
        }}
      >
        <DialogContent>
          <DialogHeader>
            <CircleAlertIcon className="text-danger size-8" aria-hidden="true" />
            <DialogTitle>{t('account.registration.failureTitle')}</DialogTitle>
            <DialogDescription>{message('registration.busyUser')}</DialogDescription>
          </DialogHeader>
          <p className="text-muted-foreground text-sm tabular-nums">
            {t('flows:registration.statusCode', { status: form.failureStatus ?? '—' })}
          </p>
          <DialogFooter>
            <DialogClose asChild>
              <Button>{t('account.registration.failureClose')}</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </AuthCard>
  );
}
