import type { CourseQuote } from '@academy/contract';
import {
  CHECKOUT_QUOTE_DEBOUNCE_MS,
  COURSE_CHECKOUT_MESSAGE_KEYS,
  type CoursePurchaseAnswer,
  courseCheckoutMachine,
  PROMO_MESSAGE_KEYS,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_ORDER_SUMMARY } from '../../blocks/order-summary/order-summary.fixtures';
import { type EventOf, StoryClock, storyPromise, useDrivenActor } from '../use-story-actor';
import { CourseCheckout } from './course-checkout';

/** The demo course (256 €) priced with a 20 % code, as the server answers. */
const PRICED: CourseQuote = {
  currency: 'EUR',
  subtotal: 256,
  promo_code: 'COURSE20',
  discount: 51.2,
  promo_problem: null,
  promo_minimum: null,
  total: 204.8,
};

const machines = {
  priced: courseCheckoutMachine.provide({
    actors: {
      quoteCourse: storyPromise<CourseQuote>({ settle: 'resolve', output: PRICED }),
      purchaseCourse: storyPromise({ settle: 'never' }),
    },
  }),
  refused: courseCheckoutMachine.provide({
    actors: {
      quoteCourse: storyPromise<CourseQuote>({
        settle: 'resolve',
        output: { ...PRICED, promo_code: '', discount: 0, total: 256, promo_problem: 'expired' },
      }),
      purchaseCourse: storyPromise({ settle: 'never' }),
    },
  }),
  orders: courseCheckoutMachine.provide({
    actors: {
      purchaseCourse: storyPromise<CoursePurchaseAnswer>({
        settle: 'resolve',
        output: { order: { id: 42 }, access_id: null },
      }),
    },
  }),
  pending: courseCheckoutMachine.provide({
    actors: { purchaseCourse: storyPromise({ settle: 'never' }) },
  }),
  fails: courseCheckoutMachine.provide({
    actors: { purchaseCourse: storyPromise({ settle: 'reject', error: new Error('500') }) },
  }),
};

const PREFILL = {
  firstName: 'Ana',
  surname: 'Popescu',
  email: 'ana@example.com',
  phone: '+37369123456',
};
type CheckoutEvents = readonly EventOf<typeof courseCheckoutMachine>[];
const agreedAndSent: CheckoutEvents = [
  { type: 'field.change', field: 'termsAccepted', value: true },
  { type: 'form.submit' },
];

function CheckoutDemo({
  machine,
  events,
  prefill = true,
  clock,
}: {
  machine: keyof typeof machines;
  events?: CheckoutEvents;
  prefill?: boolean;
  /** The machine's delays (the promo code's debounce) on a clock the play function moves. */
  clock?: StoryClock;
}) {
  const actor = useDrivenActor(machines[machine], {
    input: { form: prefill ? PREFILL : {} },
    events,
    ...(clock && { clock }),
  });
  return (
    <CourseCheckout
      actor={actor}
      summary={{ ...DEMO_ORDER_SUMMARY, items: [...DEMO_ORDER_SUMMARY.items] }}
      termsHref="#terms"
    />
  );
}

const meta = {
  title: 'Flows/CourseCheckout',
  component: CheckoutDemo,
  parameters: {
    flow: {
      machine: courseCheckoutMachine,
      messages: [...COURSE_CHECKOUT_MESSAGE_KEYS, ...PROMO_MESSAGE_KEYS],
    },
  },
  args: { machine: 'pending' },
} satisfies Meta<typeof CheckoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;
const root = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-slot="course-checkout"]');

/** Editing: the profile's contact prefilled, paid by card, the terms to agree to. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'editing');
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('textbox')[0]).toHaveValue('Ana');
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('link')).toHaveAttribute('target', '_blank');
  },
};

/** Sent empty: every field and the terms marked, the first field focused, nothing sent. */
export const EditingWithErrors: Story = {
  args: { prefill: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() =>
      expect(canvas.getAllByRole('textbox')[0]).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByRole('textbox')[0]).toHaveFocus();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'editing');
  },
};

const typedCode = (code: string): CheckoutEvents => [
  { type: 'field.change', field: 'promoCode', value: code },
];

/**
 * Editing with a promo code: once the typing rests the server prices it, and the summary shows
 * the code, its discount and what is left to pay.
 */
export const EditingWithPromoCode: Story = {
  args: { machine: 'priced', events: typedCode('course20') },
  loaders: [() => ({ clock: new StoryClock() })],
  render: (args, { loaded }) => <CheckoutDemo {...args} clock={loaded.clock} />,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const summary = canvasElement.querySelector('[data-slot="order-summary"]');
    await waitFor(() => expect(summary).toHaveAttribute('aria-busy', 'true'));
    (loaded.clock as StoryClock).increment(CHECKOUT_QUOTE_DEBOUNCE_MS);
    await expect(await canvas.findByText('Cod promoțional COURSE20')).toBeVisible();
    await expect(summary).toHaveAttribute('aria-busy', 'false');
    await expect(summary?.querySelector('[data-slot="promo-discount"]')).toHaveTextContent('51,2');
    await expect(canvas.getByRole('textbox', { name: /Cod promoțional/ })).toHaveValue('course20');
  },
};

/**
 * Editing with a code the server refuses: why, at the field (here: no longer valid); the total
 * stays the full price and the order is not sent until the code is corrected or removed.
 */
export const EditingWithRefusedCode: Story = {
  args: {
    machine: 'refused',
    events: [
      ...typedCode('SUMMER25'),
      { type: 'field.change', field: 'termsAccepted', value: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: /Cod promoțional/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: 'Continuă spre plată' }));
    await expect(field).toHaveFocus();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'editing');
    await expect(canvasElement.querySelector('[data-slot="promo-discount"]')).toBeNull();
  },
};

/** Submitting: the order is being created; the form is locked and the button busy. */
export const Submitting: Story = {
  args: { events: agreedAndSent },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { busy: true });
    await expect(button).toBeDisabled();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'submitting');
  },
};

/** Failure: the message of spec 8, what was typed kept, the button ready for another try. */
export const Failure: Story = {
  args: { machine: 'fails', events: agreedAndSent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'failure');
    await expect(canvas.getAllByRole('textbox')[0]).toHaveValue('Ana');
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
};

/** Done: the order exists; the page is on its way to the payment, the button stays busy. */
export const Done: Story = {
  args: { machine: 'orders', events: agreedAndSent },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'done'));
    await expect(within(canvasElement).getByRole('button', { busy: true })).toBeDisabled();
  },
};
