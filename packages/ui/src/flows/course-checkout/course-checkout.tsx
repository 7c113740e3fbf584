import { PROMO_CODE_MAX } from '@academy/contract/rules';
import {
  type CourseCheckoutActorRef,
  type CourseCheckoutTextField,
  selectCourseCheckout,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { CreditCardIcon, LockIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderSummary, type OrderSummaryProps } from '../../blocks/order-summary/order-summary';
import { Alert } from '../../components/alert/alert';
import {
  FlowForm,
  SubmitButton,
  TermsField,
  TextField,
} from '../../components/form-fields/form-fields';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';
import { usePromoError } from '../use-promo-error';
import { useTextFieldBinding } from '../use-text-field-binding';

export interface CourseCheckoutProps extends Omit<ComponentProps<'div'>, 'children'> {
  actor: CourseCheckoutActorRef;
  /** The course as the summary beside the form shows it. */
  summary: Omit<OrderSummaryProps, 'courses'>;
  /** The terms and payment policy document (opens in a new tab). */
  termsHref: string;
  /** The heading level of the page title (1 on the checkout page). */
  titleLevel?: 1 | 2;
}

/**
 * The course checkout (issue 11): the buyer's details (name, surname, e-mail, phone), a promo
 * code (its discount shown in the summary once the server priced it), paid by card, the terms,
 * and the course summary beside it (above it on a phone). Submitting creates
 * the order; the page then goes to the payment, or to the player of a free course.
 */
export function CourseCheckout({
  actor,
  summary,
  termsHref,
  titleLevel = 1,
  className,
  ...props
}: CourseCheckoutProps) {
  const { t } = useTranslation('ui');
  const message = useFlowMessage();
  const view = useSelector(actor, selectCourseCheckout);
  const { form, errors } = view;
  const bind = useTextFieldBinding<CourseCheckoutTextField>(actor, form, errors);
  const promoError = usePromoError()(errors.promoCode, view.promoMinimum, summary.currency);
  const titleId = useId();
  const Title = titleLevel === 1 ? 'h1' : 'h2';

  return (
    <div
      data-slot="course-checkout"
      data-state={view.state}
      className={cn(
        'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10',
        className,
      )}
      {...props}
    >
      <OrderSummary
        {...summary}
        courses
        // The price with the code the server accepted; the one shown is kept while it is asked.
        total={view.promo?.total ?? summary.total}
        promo={view.promo}
        aria-busy={view.isPricing}
        className="lg:order-last"
      />
      <section
        aria-labelledby={titleId}
        className="bg-surface text-surface-foreground flex flex-col gap-6 rounded-xl border p-6 shadow-sm sm:p-8"
      >
        <header className="flex flex-col gap-1">
          <Title id={titleId} className="font-display text-display-sm font-semibold">
            {t('purchase.checkout.title')}
          </Title>
          <p className="text-muted-foreground text-[0.9375rem]">
            {t('purchase.checkout.subtitle')}
          </p>
        </header>
        <FlowForm
          focusFirstInvalid
          className="grid gap-5 sm:grid-cols-2"
          onSubmit={() => actor.send({ type: 'form.submit' })}
        >
          <fieldset disabled={view.isSubmitting} className="contents">
            <legend className="mb-1 font-semibold sm:col-span-2">
              {t('purchase.checkout.details')}
            </legend>
            <TextField
              label={t('purchase.checkout.firstName')}
              autoComplete="given-name"
              {...bind('firstName')}
            />
            <TextField
              label={t('purchase.checkout.surname')}
              autoComplete="family-name"
              {...bind('surname')}
            />
            <TextField
              label={t('purchase.checkout.email')}
              type="email"
              autoComplete="email"
              {...bind('email')}
            />
            <TextField
              label={t('purchase.checkout.phone')}
              type="tel"
              autoComplete="tel"
              {...bind('phone')}
            />
            <TextField
              className="sm:col-span-2"
              label={t('purchase.checkout.promoCode')}
              hint={t('purchase.checkout.promoCodeHint')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={PROMO_CODE_MAX}
              {...bind('promoCode')}
              error={promoError}
            />
          </fieldset>
          <div className="flex flex-col gap-3 sm:col-span-2">
            <h2 className="font-semibold">{t('purchase.checkout.paymentMethod')}</h2>
            <div className="border-primary bg-primary/5 flex items-start gap-3 rounded-lg border-2 p-4">
              <CreditCardIcon className="text-primary mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <div className="flex flex-col gap-0.5">
                <p className="font-medium">{t('purchase.checkout.card')}</p>
                <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
                  <LockIcon className="size-3.5 shrink-0" aria-hidden="true" />
                  {t('purchase.checkout.cardNote')}
                </p>
              </div>
            </div>
          </div>
          <TermsField
            className="sm:col-span-2"
            text={t('purchase.checkout.terms')}
            linkText={t('purchase.checkout.termsLink')}
            href={termsHref}
            checked={form.termsAccepted}
            disabled={view.isSubmitting}
            error={message(errors.termsAccepted)}
            onCheckedChange={(value) =>
              actor.send({ type: 'field.change', field: 'termsAccepted', value })
            }
          />
          {view.messageKey ? (
            <Alert className="sm:col-span-2">{message(view.messageKey)}</Alert>
          ) : null}
          <SubmitButton
            className="w-full sm:col-span-2"
            loading={view.isSubmitting}
            loadingText={t('purchase.checkout.submitting')}
          >
            {t('purchase.checkout.submit')}
          </SubmitButton>
        </FlowForm>
      </section>
    </div>
  );
}
