import { formatMoney } from '@academy/contract/rules';
import {
  ACCEPTED_TEST_CARD,
  type CardField,
  type CoursePaymentActorRef,
  DECLINED_TEST_CARD,
  selectCoursePayment,
  showsTestCards,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { LockIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderSummary, type OrderSummaryProps } from '../../blocks/order-summary/order-summary';
import { Alert } from '../../components/alert/alert';
import { FlowForm, SubmitButton, TextField } from '../../components/form-fields/form-fields';
import { cn } from '../../lib/cn';
import { useFlowMessage } from '../use-flow-message';
import { useTextFieldBinding } from '../use-text-field-binding';

export interface PaymentFormProps extends Omit<ComponentProps<'div'>, 'children'> {
  actor: CoursePaymentActorRef;
  /** The order as the summary beside the form shows it. */
  summary: OrderSummaryProps;
  /**
   * The payment provider (`test`, or a real acquirer's hosted page such as `maib`): the test
   * cards are shown only for the test provider.
   */
  provider: string;
  /** The heading level of the page title (1 on the payment page). */
  titleLevel?: 1 | 2;
}

/**
 * The payment of an order (issue 11): the summary beside a card form (number, holder, expiry,
 * CVC) with a secure-payment note, and the test cards for the test provider. Processing disables
 * the form; a declined card says so and keeps the order for another try; paid goes on. Paid on a
 * provider's hosted page (issue 22), there is no card form: the button sends the buyer to the
 * bank's page (a link to it while the browser goes there).
 */
export function PaymentForm({
  actor,
  summary,
  provider,
  titleLevel = 1,
  className,
  ...props
}: PaymentFormProps) {
  const { t, i18n } = useTranslation('ui');
  const message = useFlowMessage();
  const view = useSelector(actor, selectCoursePayment);
  const bind = useTextFieldBinding<CardField>(actor, view.card, view.errors);
  const titleId = useId();
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const amount = formatMoney(summary.total, summary.currency, i18n.language);

  return (
    <div
      data-slot="payment-form"
      data-state={view.state}
      className={cn(
        'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10',
        className,
      )}
      {...props}
    >
      <OrderSummary {...summary} className="lg:order-last" />
      <section
        aria-labelledby={titleId}
        className="bg-surface text-surface-foreground flex flex-col gap-6 rounded-xl border p-6 shadow-sm sm:p-8"
      >
        <header className="flex flex-col gap-1">
          <Title id={titleId} className="font-display text-display-sm font-semibold">
            {t('purchase.payment.title')}
          </Title>
          <p className="text-muted-foreground text-[0.9375rem]">
            {t(view.hosted ? 'purchase.payment.hostedSubtitle' : 'purchase.payment.subtitle')}
          </p>
        </header>
        {showsTestCards(provider) ? (
          <Alert variant="info" data-slot="test-card-hint">
            <p className="font-semibold">{t('purchase.payment.testTitle')}</p>
            <ul className="font-normal">
              <li>
                <code>{ACCEPTED_TEST_CARD}</code> — {t('purchase.payment.testAccepted')}
              </li>
              <li>
                <code>{DECLINED_TEST_CARD}</code> — {t('purchase.payment.testDeclined')}
              </li>
            </ul>
            <p className="font-normal">{t('purchase.payment.testAnyDate')}</p>
          </Alert>
        ) : null}
        {view.state === 'paid' ? (
          <Alert variant="success">
            {message(view.messageKey)} · {t('purchase.payment.redirecting')}
          </Alert>
        ) : view.state === 'redirecting' ? (
          <Alert variant="info">
            <p>{message(view.messageKey)}</p>
            {view.redirectUrl ? (
              <a className="font-semibold underline underline-offset-4" href={view.redirectUrl}>
                {t('purchase.payment.openBankPage')}
              </a>
            ) : null}
          </Alert>
        ) : view.messageKey ? (
          <Alert>{message(view.messageKey)}</Alert>
        ) : null}
        <FlowForm
          focusFirstInvalid
          className="grid gap-5 sm:grid-cols-2"
          onSubmit={() => actor.send({ type: 'form.submit' })}
        >
          {view.hosted ? null : (
            <fieldset disabled={!view.canEdit} className="contents">
              <TextField
                className="sm:col-span-2"
                label={t('purchase.payment.cardNumber')}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 5678 9012 3456"
                {...bind('cardNumber')}
              />
              <TextField
                className="sm:col-span-2"
                label={t('purchase.payment.holderName')}
                autoComplete="cc-name"
                {...bind('holderName')}
              />
              <TextField
                label={t('purchase.payment.expiry')}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                {...bind('expiry')}
              />
              <TextField
                label={t('purchase.payment.cvc')}
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder="123"
                {...bind('cvc')}
              />
            </fieldset>
          )}
          <SubmitButton
            className="w-full sm:col-span-2"
            loading={view.isProcessing}
            loadingText={t('purchase.payment.processing')}
          >
            {t(view.hosted ? 'purchase.payment.payHosted' : 'purchase.payment.pay', { amount })}
          </SubmitButton>
          <p className="text-muted-foreground flex items-start justify-center gap-2 text-center text-sm sm:col-span-2">
            <LockIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t(view.hosted ? 'purchase.payment.hostedNote' : 'purchase.payment.secure')}
          </p>
        </FlowForm>
      </section>
    </div>
  );
}
