import {
  COURSE_PAYMENT_MESSAGE_KEYS,
  type CoursePaymentOutcome,
  coursePaymentMachine,
  DECLINED_TEST_CARD,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ORDER_SUMMARY } from '../../blocks/order-summary/order-summary.fixtures';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { PaymentForm } from './payment-form';

/** The hosted payment page the pay call answers in the stories. */
const BANK_PAGE = 'https://bank.example/checkout/42';

const machines = {
  pays: coursePaymentMachine.provide({
    actors: {
      payOrder: storyPromise<CoursePaymentOutcome>({
        settle: 'resolve',
        output: { status: 'succeeded', accessId: 7 },
      }),
    },
  }),
  declines: coursePaymentMachine.provide({
    actors: {
      payOrder: storyPromise<CoursePaymentOutcome>({
        settle: 'resolve',
        output: { status: 'failed' },
      }),
    },
  }),
  pending: coursePaymentMachine.provide({
    actors: { payOrder: storyPromise({ settle: 'never' }) },
  }),
  fails: coursePaymentMachine.provide({
    actors: { payOrder: storyPromise({ settle: 'reject', error: new Error('500') }) },
  }),
  // The machine's own `redirect` action does nothing: the story stays on its page.
  redirects: coursePaymentMachine.provide({
    actors: {
      payOrder: storyPromise<CoursePaymentOutcome>({
        settle: 'resolve',
        output: { status: 'redirect', url: BANK_PAGE },
      }),
    },
  }),
};

type PaymentEvents = readonly EventOf<typeof coursePaymentMachine>[];
const card = (cardNumber: string): PaymentEvents => [
  { type: 'field.change', field: 'cardNumber', value: cardNumber },
  { type: 'field.change', field: 'expiry', value: '1230' },
  { type: 'field.change', field: 'cvc', value: '123' },
  { type: 'form.submit' },
];
const paid = card('4242424242424242');

function PaymentDemo({
  machine,
  events,
  provider = 'test',
  hosted = false,
  returnedUnpaid = false,
}: {
  machine: keyof typeof machines;
  events?: PaymentEvents;
  provider?: string;
  /** Paid on the provider's hosted page: no card form. */
  hosted?: boolean;
  /** Back from the hosted page unpaid. */
  returnedUnpaid?: boolean;
}) {
  const actor = useDrivenActor(machines[machine], {
    input: {
      card: { holderName: 'Ana Popescu' },
      today: new Date(2026, 10, 23),
      hosted,
      returnedUnpaid,
    },
    events,
  });
  return (
    <PaymentForm
      actor={actor}
      provider={provider}
      summary={{ ...DEMO_ORDER_SUMMARY, items: [...DEMO_ORDER_SUMMARY.items], orderId: 42 }}
    />
  );
}

const meta = {
  title: 'Flows/PaymentForm',
  component: PaymentDemo,
  parameters: { flow: { machine: coursePaymentMachine, messages: COURSE_PAYMENT_MESSAGE_KEYS } },
  args: { machine: 'pending' },
} satisfies Meta<typeof PaymentDemo>;

export default meta;
type Story = StoryObj<typeof meta>;
const root = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="payment-form"]');

/** Editing: the test cards shown (test provider), the number grouped by four as typed. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'editing');
    await expect(canvasElement.querySelector('[data-slot="test-card-hint"]')).toBeVisible();
    const number = canvas.getAllByRole('textbox')[0] as HTMLInputElement;
    await userEvent.type(number, '4242424242424242');
    await expect(number).toHaveValue('4242 4242 4242 4242');
    await expect(canvas.getByRole('button')).toHaveTextContent('256');
  },
};

/** Another provider than the test one: no test cards. */
export const EditingWithoutTestCards: Story = {
  args: { provider: 'bank' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="test-card-hint"]')).toBeNull();
  },
};

/** A badly formed card: the fields marked, the first one focused, nothing sent. */
export const EditingWithErrors: Story = {
  args: { events: [{ type: 'field.change', field: 'cardNumber', value: '4242424242424241' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const number = canvas.getAllByRole('textbox')[0];
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    await expect(number).toHaveFocus();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'editing');
  },
};

/** Processing: the form locked, the button busy. */
export const Processing: Story = {
  args: { events: paid },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { busy: true });
    await expect(button).toBeDisabled();
    await expect(within(canvasElement).getAllByRole('textbox')[0]).toBeDisabled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'processing');
  },
};

/** Declined: a clear message, the order kept, the card kept but its CVC, ready to try again. */
export const Declined: Story = {
  args: { machine: 'declines', events: card(DECLINED_TEST_CARD) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'declined');
    const fields = canvas.getAllByRole('textbox');
    await expect(fields[0]).toHaveValue(DECLINED_TEST_CARD);
    await expect(fields[3]).toHaveValue('');
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
};

/** Failure: the call did not answer; the order is kept and the card can be sent again. */
export const Failure: Story = {
  args: { machine: 'fails', events: paid },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'failure');
  },
};

/** Paid: accepted; the page is on its way to the success page. */
export const Paid: Story = {
  args: { machine: 'pays', events: paid },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'paid'));
    await expect(within(canvasElement).getAllByRole('status')[1]).toBeVisible();
  },
};

/** Paid on the bank's hosted page (maib): no card form, no test cards, the bank's button. */
export const EditingOnHostedPage: Story = {
  args: { provider: 'maib', hosted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'editing');
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvasElement.querySelector('[data-slot="test-card-hint"]')).toBeNull();
    await expect(canvas.getByRole('button')).toHaveTextContent('256');
  },
};

/** Redirecting: the bank's page answered; the browser goes there, a link to it meanwhile. */
export const Redirecting: Story = {
  args: { machine: 'redirects', provider: 'maib', hosted: true, events: [{ type: 'form.submit' }] },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'redirecting'));
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', BANK_PAGE);
    await expect(within(canvasElement).getByRole('button', { busy: true })).toBeDisabled();
  },
};

/** Back from the bank's page unpaid: declined, the order kept, the bank's button again. */
export const DeclinedOnHostedPage: Story = {
  args: { provider: 'maib', hosted: true, returnedUnpaid: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'declined');
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
};
