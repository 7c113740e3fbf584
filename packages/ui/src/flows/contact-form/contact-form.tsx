import { type ContactFormActorRef, selectContactForm } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { CheckIcon, CircleCheckIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import { Checkbox } from '../../components/checkbox/checkbox';
import { Field } from '../../components/field/field';
import {
  FlowForm,
  SelectField,
  SubmitButton,
  TextField,
} from '../../components/form-fields/form-fields';
import { cn } from '../../lib/cn';
import { countryOptions } from '../../lib/country-options';
import { useFlowMessage } from '../use-flow-message';
import { useTextFieldBinding } from '../use-text-field-binding';

export interface ContactFormProps extends Omit<ComponentProps<'section'>, 'children'> {
  actor: ContactFormActorRef;
  /** Country names to choose from (the request sends the name, spec 7.5). */
  countries: readonly string[];
}

/**
 * The contact request (spec 2.10, 4): idle, sending (button disabled, 'Loading'), sent (the
 * button turns green and the success message replaces the form). Invalid fields are highlighted.
 */
export function ContactForm({ actor, countries, className, ...props }: ContactFormProps) {
  const { t, i18n } = useTranslation('ui');
  const message = useFlowMessage();
  const form = useSelector(actor, selectContactForm);
  const { values, errors } = form;
  const bind = useTextFieldBinding<'name' | 'phone'>(actor, values, errors);
  const titleId = useId();

  return (
    <section
      data-slot="contact-form"
      data-state={form.state}
      aria-labelledby={titleId}
      className={cn(
        'bg-surface text-surface-foreground mx-auto w-full max-w-2xl rounded-xl border p-6 shadow-md sm:p-10',
        className,
      )}
      {...props}
    >
      <header className="mb-8 flex flex-col gap-2 text-center">
        <h2 id={titleId} className="font-display text-display-sm font-semibold">
          {t('forms.contactForm.title')}
        </h2>
        <p className="text-muted-foreground text-[0.9375rem] text-balance">
          {t('forms.contactForm.subtitle')}
        </p>
      </header>
      {form.state === 'sent' ? (
        <div className="flex flex-col items-center gap-6">
          <div
            role="status"
            className="bg-success/8 flex w-full flex-col items-center gap-3 rounded-lg px-6 py-8 text-center"
          >
            <CircleCheckIcon className="text-success size-9" aria-hidden="true" />
            <p className="font-display text-2xl font-semibold">
              {message('contactForm.sentTitle')}
            </p>
            <p className="text-muted-foreground max-w-md text-sm leading-relaxed">
              {message('contactForm.sentText')}
            </p>
          </div>
          <Button
            size="lg"
            disabled
            className="bg-success text-success-foreground hover:bg-success disabled:opacity-100"
          >
            <CheckIcon aria-hidden="true" />
            {t('forms.contactForm.sent')}
          </Button>
        </div>
      ) : (
        <FlowForm
          focusFirstInvalid
          className="grid gap-5 md:grid-cols-2"
          onSubmit={() => actor.send({ type: 'form.submit' })}
        >
          <SelectField
            className="md:col-span-2"
            label={t('forms.contactForm.country')}
            error={message(errors.country)}
            value={values.country ?? ''}
            onValueChange={(country) => actor.send({ type: 'country.select', country })}
            placeholder={t('forms.contactForm.countryPlaceholder')}
            options={countryOptions(countries, (country) => country, i18n.language)}
          />
          <TextField label={t('forms.contactForm.name')} autoComplete="name" {...bind('name')} />
          <TextField
            label={t('forms.contactForm.phone')}
            type="tel"
            autoComplete="tel"
            {...bind('phone')}
          />
          <Field
            className="md:col-span-2"
            orientation="horizontal"
            label={t('forms.contactForm.consent')}
            error={message(errors.consent)}
          >
            <Checkbox
              checked={values.consent}
              onCheckedChange={(checked) =>
                actor.send({ type: 'consent.change', checked: checked === true })
              }
            />
          </Field>
          <SubmitButton
            className="w-full md:col-span-2 md:w-auto md:justify-self-center md:px-14"
            loading={form.isSending}
            loadingText={message(form.buttonLabelKey) ?? undefined}
            disabled={form.isSubmitDisabled}
          >
            {message(form.buttonLabelKey)}
          </SubmitButton>
        </FlowForm>
      )}
    </section>
  );
}
