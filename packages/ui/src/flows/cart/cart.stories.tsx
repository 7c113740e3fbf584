import { CART_MESSAGE_KEYS, type CartInput, cartMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { Cart } from './cart';
import { DEMO_CART_ITEMS, DEMO_CART_PRODUCTS } from './cart.fixtures';

const { cream, serum, peel } = DEMO_CART_PRODUCTS;

const machines = {
  /** The stock check never answers: the cart stays in `checkingStock`. */
  pending: cartMachine.provide({ actors: { checkStock: storyPromise({ settle: 'never' }) } }),
  /** The stock check answers that the cream and the peel are no longer sold. */
  dropsTwo: cartMachine.provide({
    actors: { checkStock: storyPromise<number[]>({ settle: 'resolve', output: [serum.id] }) },
  }),
};

const MOLDOVA: CartInput = { isLoggedIn: true, city: 'Moldova', items: DEMO_CART_ITEMS };
const checkStock: readonly EventOf<typeof cartMachine>[] = [{ type: 'cart.checkStock' }];

function CartDemo({
  machine = 'pending',
  input = MOLDOVA,
  events,
}: {
  machine?: keyof typeof machines;
  input?: CartInput;
  events?: readonly EventOf<typeof cartMachine>[];
}) {
  const actor = useDrivenActor(machines[machine], { input, events });
  return <Cart actor={actor} shopHref="#shop" className="max-w-3xl" />;
}

const meta = {
  title: 'Flows/Cart',
  component: CartDemo,
  parameters: { flow: { machine: cartMachine, messages: CART_MESSAGE_KEYS } },
} satisfies Meta<typeof CartDemo>;

export default meta;
type Story = StoryObj<typeof meta>;
const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[data-slot="cart"]');
const droppedNote = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="cart-dropped"]');

/**
 * Ready: each line with its picture, unit price, stepper and amount, newest product first, and
 * the total in MDL. The stepper never goes below 1; a line goes with its own remove button.
 */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'ready');
    const lines = canvas.getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent(cream.title);
    // 2 × 420 + 365.5 + 3 × 690 = 3275.5 MDL.
    await expect(canvas.getByRole('definition')).toHaveTextContent('3.275,5 MDL');

    const quantity = canvas.getByRole('textbox', { name: new RegExp(serum.title) });
    const decrease = canvas.getByRole('button', {
      name: `Micșorează cantitatea pentru ${serum.title}`,
    });
    await expect(quantity).toHaveValue('1');
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await expect(quantity).toHaveValue('1');
    await userEvent.click(
      canvas.getByRole('button', { name: new RegExp(`Mărește.*${serum.title}`) }),
    );
    await expect(quantity).toHaveValue('2');
    await expect(canvas.getByRole('definition')).toHaveTextContent('3.641 MDL');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '4');
    await expect(quantity).toHaveValue('4');

    await userEvent.click(canvas.getByRole('button', { name: `Elimină ${peel.title} din coș` }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Romania: the cart in LEI, every amount rounded to one decimal (spec 9). */
export const ReadyInLei: Story = {
  args: { input: { ...MOLDOVA, city: 'Romania' } },
  play: async ({ canvasElement }) => {
    // 2 × 112.5 + 89.9 + 3 × 164.35 (493.05 → 493.1) = 808 lei.
    await expect(within(canvasElement).getByRole('definition')).toHaveTextContent('808 LEI');
    await expect(canvasElement).toHaveTextContent('493,1 LEI');
  },
};

/**
 * After a stock check: the products no longer sold are gone, and a note names them until the
 * next change of the cart or its dismissal.
 */
export const ReadyAfterStockCheck: Story = {
  args: { machine: 'dropsTwo', events: checkStock },
  play: async ({ canvasElement }) => {
    const note = await waitFor(() => {
      const found = droppedNote(canvasElement);
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    await expect(note).toHaveRole('status');
    await expect(note).toHaveTextContent(`${cream.title} și ${peel.title}`);
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** The note dismissed: the cart goes on without it. */
export const ReadyNoteDismissed: Story = {
  args: { machine: 'dropsTwo', events: checkStock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(droppedNote(canvasElement)).not.toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Închide mesajul' }));
    await expect(droppedNote(canvasElement)).toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Nothing in the cart: a calm panel and the way back to the shop. */
export const ReadyEmpty: Story = {
  args: { input: { isLoggedIn: true, city: 'Moldova', items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Coșul este gol')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#shop');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Every line was sold out: the note says which, above the empty cart. */
export const ReadyEmptyAfterStockCheck: Story = {
  args: {
    machine: 'dropsTwo',
    input: { ...MOLDOVA, items: DEMO_CART_ITEMS.filter((item) => item.id !== serum.id) },
    events: checkStock,
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(droppedNote(canvasElement)).toHaveTextContent(cream.title));
    await expect(within(canvasElement).getByRole('link')).toBeVisible();
  },
};

/** Checking stock: the lines stay usable while the availability is checked. */
export const CheckingStock: Story = {
  args: { events: checkStock },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'checkingStock'));
    await expect(root(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Verificăm disponibilitatea');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
