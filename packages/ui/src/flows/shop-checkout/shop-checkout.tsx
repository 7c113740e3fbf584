import { type CheckoutActorRef, type CheckoutTextField, selectCheckout } from '@academy/machines';
import { useSelector } from '@xstate/react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Checkbox } from '../../components/checkbox/checkbox';
import { Field } from '../../components/field/field';
import {
  FlowForm,
  SelectField,
  SubmitButton,
  TermsField,
  TextField,
} from '../../components/form-fields/form-fields';
import { Textarea } from '../../components/textarea/textarea';
import { cn } from '../../lib/cn';
import { countryOptions } from '../../lib/country-options';
import { useFlowMessage } from '../use-flow-message';
import { usePromoError } from '../use-promo-error';
import { useTextFieldBinding } from '../use-text-field-binding';
import { ChoiceGroup, FormSection, OrderPanel } from './shop-checkout-sections';
import { moneyIn, QuoteTotals } from './shop-checkout-totals';

export interface ShopCheckoutProps extends Omit<ComponentProps<'div'>, 'children'> {
  actor: CheckoutActorRef;
  /** Country names to choose from (the order sends the name, as the profile keeps it). */
  countries: readonly string[];
  /** The terms and payment policy document (opens in a new tab). */
  termsHref: string;
  /** The cart's lines, shown above the form (the `Cart` view). */
  cart?: ReactNode;
  /** The heading level of the page title (1 on the checkout page). */
  titleLevel?: 1 | 2;
}

/**
 * The shop's checkout (spec 3, Order form; spec 5, Checkout; spec 9, Free delivery): the buyer
 * (person or company), contact and address, delivery and payment, comments and promo code, and
 * beside them the server's totals with the free-delivery hint, the cashback choice, the terms and
 * the submit. A failed quote blocks nothing; a failed submit keeps everything for another try.
 */
export function ShopCheckout({
  actor,
  countries,
  termsHref,
  cart,
  titleLevel = 1,
  className,
  ...props
}: ShopCheckoutProps) {
  const { t, i18n } = useTranslation('ui');
  const message = useFlowMessage();
  const view = useSelector(actor, selectCheckout);
  const { form, errors, totals } = view;
  const bind = useTextFieldBinding<CheckoutTextField>(actor, form, errors);
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const locked = !view.canSubmit;
  const ids = { buyer: useId(), delivery: useId(), payment: useId() };
  const promoError = usePromoError()(errors.promoCode, view.promoMinimum, totals?.currency ?? null);
  const field = (name: CheckoutTextField, className?: string) => ({
    label: t(`checkout.fields.${name}`),
    className,
    ...bind(name),
  });

  return (
    <div
      data-slot="shop-checkout"
      data-state={view.state}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <header className="flex flex-col gap-1">
        <Title className="font-display text-display-sm font-semibold">{t('checkout.title')}</Title>
        <p className="text-muted-foreground text-[0.9375rem]">{t('checkout.subtitle')}</p>
      </header>
      <FlowForm
        focusFirstInvalid
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8"
        onSubmit={() => actor.send({ type: 'form.submit' })}
      >
        <div className="flex min-w-0 flex-col gap-6">
          {cart}
          <fieldset disabled={locked} className="contents">
            <FormSection title={t('checkout.sections.buyer')} titleId={ids.buyer}>
              <ChoiceGroup
                labelledBy={ids.buyer}
                value={form.customerType}
                options={view.customerTypes}
                disabled={locked}
                onChange={(value) =>
                  actor.send({ type: 'field.change', field: 'customerType', value })
                }
              />
              {view.showCompanyFields ? (
                <div data-slot="company-fields" className="grid gap-5 sm:grid-cols-2">
                  <TextField
                    autoComplete="organization"
                    {...field('companyName', 'sm:col-span-2')}
                  />
                  <TextField {...field('fiscalCode')} />
                  <TextField {...field('tradeRegisterNumber')} />
                  <TextField {...field('companyAddress', 'sm:col-span-2')} />
                </div>
              ) : null}
            </FormSection>

            <FormSection title={t('checkout.sections.contact')}>
              <div className="grid gap-5 sm:grid-cols-2">
                <TextField autoComplete="given-name" {...field('firstName')} />
                <TextField autoComplete="family-name" {...field('surname')} />
                <TextField type="tel" autoComplete="tel" {...field('phone')} />
                <TextField type="email" autoComplete="email" {...field('email')} />
              </div>
            </FormSection>

            <FormSection title={t('checkout.sections.address')}>
              <div className="grid gap-5 sm:grid-cols-2">
                <SelectField
                  label={t('checkout.fields.country')}
                  error={message(errors.country)}
                  value={form.country}
                  onValueChange={(value) =>
                    actor.send({ type: 'field.change', field: 'country', value })
                  }
                  placeholder={t('checkout.fields.countryPlaceholder')}
                  options={countryOptions(countries, (country) => country, i18n.language)}
                />
                <TextField autoComplete="address-level2" {...field('city')} />
                <TextField autoComplete="address-level1" {...field('district')} />
                <TextField autoComplete="postal-code" {...field('postcode')} />
                <TextField autoComplete="address-line1" {...field('street', 'sm:col-span-2')} />
                <div className="grid grid-cols-3 gap-3 sm:col-span-2 sm:gap-5">
                  <TextField {...field('houseNumber')} />
                  <TextField {...field('block')} />
                  <TextField {...field('flat')} />
                </div>
              </div>
            </FormSection>

            <FormSection title={t('checkout.sections.delivery')} titleId={ids.delivery}>
              <ChoiceGroup
                labelledBy={ids.delivery}
                value={form.deliveryType}
                options={view.deliveryTypes}
                disabled={locked}
                onChange={(value) =>
                  actor.send({ type: 'field.change', field: 'deliveryType', value })
                }
              />
              {form.deliveryType === 'carrier_office' ? (
                <TextField
                  {...field('carrierOffice')}
                  hint={t('checkout.fields.carrierOfficeHint')}
                />
              ) : null}
            </FormSection>

            <FormSection title={t('checkout.sections.payment')} titleId={ids.payment}>
              <ChoiceGroup
                labelledBy={ids.payment}
                value={form.paymentType}
                options={view.paymentTypes}
                disabled={locked}
                onChange={(value) =>
                  actor.send({ type: 'field.change', field: 'paymentType', value })
                }
              />
            </FormSection>

            <FormSection title={t('checkout.sections.extras')}>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field
                  className="sm:col-span-2"
                  label={t('checkout.fields.comments')}
                  error={message(errors.comments)}
                >
                  <Textarea
                    rows={3}
                    value={form.comments}
                    onChange={(event) =>
                      actor.send({
                        type: 'field.change',
                        field: 'comments',
                        value: event.target.value,
                      })
                    }
                  />
                </Field>
                <TextField
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  {...field('promoCode')}
                  error={promoError}
                />
              </div>
            </FormSection>
          </fieldset>
        </div>

        <OrderPanel>
          <QuoteTotals view={view} onRetry={() => actor.send({ type: 'quote.retry' })} />
          <div className="flex flex-col gap-4 border-t pt-5">
            <Field
              orientation="horizontal"
              label={message('checkout.useCashback')}
              hint={
                totals
                  ? t('checkout.cashbackAvailable', {
                      amount: moneyIn(totals, i18n.language)(totals.cashbackBalance),
                    })
                  : undefined
              }
            >
              <Checkbox
                checked={form.useCashback}
                disabled={locked}
                onCheckedChange={(checked) =>
                  actor.send({
                    type: 'field.change',
                    field: 'useCashback',
                    value: checked === true,
                  })
                }
              />
            </Field>
            <TermsField
              text={t('checkout.terms')}
              linkText={t('checkout.termsLink')}
              href={termsHref}
              checked={form.termsAccepted}
              disabled={locked}
              error={message(errors.termsAccepted)}
              onCheckedChange={(value) =>
                actor.send({ type: 'field.change', field: 'termsAccepted', value })
              }
            />
          </div>
          {view.state === 'success' ? (
            <Alert variant="success">
              <p>{message(view.messageKey)}</p>
              {view.noteKey ? <p className="font-normal">{message(view.noteKey)}</p> : null}
            </Alert>
          ) : view.messageKey ? (
            <Alert>{message(view.messageKey)}</Alert>
          ) : null}
          <SubmitButton
            className="w-full"
            loading={view.isSubmitting || view.state === 'success'}
            loadingText={t('checkout.submitting')}
          >
            {view.retryKey ? message(view.retryKey) : t('checkout.submit')}
          </SubmitButton>
        </OrderPanel>
      </FlowForm>
    </div>
  );
}
