import { formatMoney } from '@academy/contract/rules';
import {
  type CheckoutActorRef,
  type CheckoutOption,
  type CheckoutTextField,
  type CheckoutTotals,
  selectCheckout,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { GiftIcon, TruckIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/alert/alert';
import { Button } from '../../components/button/button';
import { Checkbox } from '../../components/checkbox/checkbox';
import { Field } from '../../components/field/field';
import {
  FlowForm,
  SelectField,
  SubmitButton,
  TermsField,
  TextField,
} from '../../components/form-fields/form-fields';
import { RadioGroup, RadioGroupItem } from '../../components/radio-group/radio-group';
import { Skeleton } from '../../components/skeleton/skeleton';
import { Spinner } from '../../components/spinner/spinner';
import { Textarea } from '../../components/textarea/textarea';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';
import { usePromoError } from '../use-promo-error';
import { useTextFieldBinding } from '../use-text-field-binding';

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
                  options={countries.map((country) => ({ value: country, label: country }))}
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

/** One choice of the order form (buyer, delivery, payment) as cards, labelled by its section. */
function ChoiceGroup<V extends string>({
  labelledBy,
  value,
  options,
  disabled,
  onChange,
}: {
  labelledBy: string;
  value: V;
  options: readonly CheckoutOption<V>[];
  disabled: boolean;
  onChange: (value: V) => void;
}) {
  const message = useFlowMessage();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={value}
      disabled={disabled}
      onValueChange={(next) => onChange(next as V)}
      className="sm:grid-cols-2"
    >
      {options.map((option) => (
        <RadioGroupItem
          key={option.value}
          variant="card"
          value={option.value}
          label={message(option.labelKey)}
        />
      ))}
    </RadioGroup>
  );
}

function FormSection({
  title,
  titleId,
  children,
}: {
  title: string;
  titleId?: string;
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = titleId ?? generatedId;
  return (
    <section
      aria-labelledby={id}
      className="bg-surface text-surface-foreground flex flex-col gap-5 rounded-xl border p-5 shadow-sm sm:p-8"
    >
      <h2 id={id} className="font-display text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The order card beside the form (below it on a phone), in view while the form scrolls. */
function OrderPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <section
      data-slot="order-panel"
      aria-labelledby={titleId}
      className="bg-surface text-surface-foreground flex flex-col gap-5 rounded-xl border p-5 shadow-sm sm:p-8 lg:sticky lg:top-6"
    >
      <h2 id={titleId} className="font-display text-xl font-semibold">
        {t('checkout.totals.title')}
      </h2>
      {children}
    </section>
  );
}

/** Amounts of the quote in its market's cart currency (LEI for RON), one decimal (spec 9). */
function moneyIn(totals: Pick<CheckoutTotals, 'currency'>, language: string) {
  return (amount: number) => formatMoney(amount, totals.currency, language);
}

type CheckoutView = ReturnType<typeof selectCheckout>;

/**
 * The server's totals: placeholders until the first answer, the last answer dimmed while new
 * ones load, a note with 'try again' when the quote failed (the order can still be placed).
 */
function QuoteTotals({ view, onRetry }: { view: CheckoutView; onRetry: () => void }) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const { totals } = view;

  if (view.quoteState === 'failed') {
    return (
      <div data-slot="quote" data-state="failed" className="flex flex-col gap-3">
        <Alert variant="info">{message(view.quoteMessageKey)}</Alert>
        <Button variant="outline" size="sm" className="self-start" onClick={onRetry}>
          {t('checkout.totals.retry')}
        </Button>
      </div>
    );
  }
  if (!totals) {
    return (
      <div data-slot="quote" data-state="loading" aria-busy="true" className="flex flex-col gap-3">
        <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
          <Spinner />
          {t('checkout.totals.calculating')}
        </p>
        {[0, 1, 2].map((row) => (
          <div key={row} className="flex justify-between gap-4">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-5 w-20" />
          </div>
        ))}
      </div>
    );
  }
  return <TotalsList view={view} totals={totals} />;
}

function TotalsList({ view, totals }: { view: CheckoutView; totals: CheckoutTotals }) {
  const { t, i18n } = useTranslation('ui');
  const message = useFlowMessage();
  const { t: tFlows } = useTranslation('flows');
  const money = moneyIn(totals, i18n.language);
  const { delivery } = totals;
  return (
    <div
      data-slot="quote"
      data-state={view.isQuoteStale ? 'updating' : 'ready'}
      aria-busy={view.isQuoteStale || undefined}
      className="flex flex-col gap-4"
    >
      {view.isQuoteStale ? (
        <p role="status" className="text-muted-foreground flex items-center gap-2 text-sm">
          <Spinner />
          {t('checkout.totals.updating')}
        </p>
      ) : null}
      <dl
        className={cn(
          'flex flex-col gap-2.5 text-[0.9375rem] transition-opacity',
          view.isQuoteStale && 'opacity-60',
        )}
      >
        <TotalsRow label={t('checkout.totals.subtotal')}>{money(totals.subtotal)}</TotalsRow>
        {totals.discount > 0 ? (
          <TotalsRow label={t('checkout.totals.discount', { code: totals.promoCode })}>
            <span data-slot="promo-discount" className="text-success font-semibold">
              −{money(totals.discount)}
            </span>
          </TotalsRow>
        ) : null}
        <TotalsRow label={t('checkout.totals.delivery')}>
          {delivery.kind === 'paid' ? (
            money(delivery.price)
          ) : (
            <span
              className={cn(
                delivery.kind === 'free' ? 'text-success font-semibold' : 'text-muted-foreground',
              )}
            >
              {message(delivery.labelKey)}
            </span>
          )}
        </TotalsRow>
        {totals.cashbackUsed > 0 ? (
          <TotalsRow label={t('checkout.totals.cashbackUsed')}>
            −{money(totals.cashbackUsed)}
          </TotalsRow>
        ) : null}
        <div className="mt-1 flex items-baseline justify-between gap-4 border-t pt-3">
          <dt className="font-semibold">{t('checkout.totals.total')}</dt>
          <dd className="text-primary font-display text-2xl font-semibold tabular-nums">
            {money(totals.total)}
          </dd>
        </div>
      </dl>
      {view.freeDeliveryKey && totals.freeDeliveryLeft !== null ? (
        <p
          data-slot="free-delivery-hint"
          className="bg-primary/8 text-foreground flex items-start gap-2.5 rounded-lg px-3.5 py-2.5 text-sm"
        >
          <TruckIcon className="text-primary mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {tFlows(view.freeDeliveryKey, { amount: money(totals.freeDeliveryLeft) })}
        </p>
      ) : null}
      {totals.cashbackEarned > 0 ? (
        <p className="text-muted-foreground flex items-start gap-2.5 text-sm">
          <GiftIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('checkout.totals.cashbackEarned', { amount: money(totals.cashbackEarned) })}
        </p>
      ) : null}
    </div>
  );
}

function TotalsRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}
