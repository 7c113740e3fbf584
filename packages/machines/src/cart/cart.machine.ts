import { type ActorRefFrom, assign, raise, type SnapshotFrom, setup } from 'xstate';
import { CART_ADDED_FEEDBACK_MS } from '../constants';
import { notProvided } from '../not-provided';
import { type CartLineChange, cartItemsAfter, cartLineChanges } from './cart.changes';
import {
  type CartItem,
  type CartProduct,
  inactiveCartItems,
  keepActiveCartItems,
  mergeCartItems,
} from './cart.rules';
import { cartContextOf } from './cart.start';

export interface CartInput {
  /** The cart restored from local storage by the app (spec 4, Cart). */
  items?: readonly CartItem[];
  isLoggedIn: boolean;
  /** Profile city, which holds the country name and decides the currency (spec 9). */
  city?: string | null;
  /** Clients pay client prices. */
  isClient?: boolean;
}

/** A line a stock check dropped, named so the view can say which (spec 4, Cart). */
export interface DroppedCartItem {
  id: number;
  title: string | null;
}

export interface CartContext {
  items: CartItem[];
  /**
   * The lines the last stock check dropped, until the next change of the cart or a
   * `cart.dismissDropped`.
   */
  droppedItems: DroppedCartItem[];
  /** Products whose add is still being processed (the button shows 'added'). */
  processingIds: number[];
  /** Ids sent to the running stock check. */
  checkingIds: number[];
  isLoggedIn: boolean;
  city: string | null;
  isClient: boolean;
}

export type CartEvent =
  | { type: 'cart.add'; product: CartProduct; cnt?: number; userId?: number | null }
  | { type: 'cart.remove'; id: number }
  | { type: 'cart.setQuantity'; id: number; cnt: number }
  | { type: 'cart.increment'; id: number }
  | { type: 'cart.decrement'; id: number }
  | { type: 'cart.clear' }
  /**
   * At login: the cart the server kept for the user (as cart lines with their product details);
   * the union is kept, each product with the larger quantity, less the lines the last stock check
   * dropped.
   */
  | { type: 'cart.merge'; items: readonly CartItem[] }
  | { type: 'cart.checkStock' }
  /** Hides the note of the lines the stock check dropped. */
  | { type: 'cart.dismissDropped' }
  /** The shop product load failed (spec 4, Cart; spec 8). */
  | { type: 'shop.loadFailed' }
  | { type: 'session.change'; isLoggedIn: boolean; city?: string | null; isClient?: boolean }
  /** Internal: the add feedback window of a product ended. */
  | { type: 'cart.processed'; id: number };

export interface CheckStockInput {
  ids: number[];
}

const cartSetup = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actions: {
    /** Keeps the lines in local storage (spec 4, Cart). */
    persistCart: (_, _params: { items: CartItem[] }) => {},
    /** Tells analytics what a person added and removed (spec 7.5). */
    trackChanges: (_, _params: { changes: CartLineChange[] }) => {},
    /** Clears the token and performs the logout of spec 4 (POST logout, go to '/'). */
    logout: () => {},
    clearDropped: assign({ droppedItems: [] }),
  },
  actors: {
    /** GET /check-stock/?product_ids=… → the ids still active (spec 7.4). */
    checkStock: notProvided<number[], CheckStockInput>('checkStock'),
  },
  guards: {
    isAddable: ({ context, event }) =>
      event.type === 'cart.add' &&
      !context.items.some((item) => item.id === event.product.id) &&
      !context.processingIds.includes(event.product.id),
    isInCart: ({ context, event }) =>
      'id' in event && context.items.some((item) => item.id === event.id),
    hasItems: ({ context }) => context.items.length > 0,
    isLoggedIn: ({ context }) => context.isLoggedIn,
    /** The stock check's answer leaves out some of the checked lines. */
    dropsItems: ({ context }, params: { activeIds: number[] }) =>
      inactiveCartItems(context.items, context.checkingIds, params.activeIds).length > 0,
  },
  delays: {
    addedFeedback: CART_ADDED_FEEDBACK_MS,
  },
});

/** Saves the lines locally (the server's copy follows them: the cart-sync machine). */
const saveCart = {
  type: 'persistCart',
  params: ({ context }: { context: CartContext }) => ({ items: context.items }),
} as const;

/** The actions of every change of the lines: the stock note goes, the cart is saved. */
const CHANGED = [{ type: 'clearDropped' as const }, saveCart];

/** A person's change of the lines: applied, and told to analytics by the units each line moved. */
const personChange = cartSetup.enqueueActions(({ context, event, enqueue }) => {
  const items = cartItemsAfter(context.items, event);
  enqueue.assign({ items });
  const changes = cartLineChanges(context.items, items);
  if (changes.length > 0) enqueue({ type: 'trackChanges', params: { changes } });
});

/**
 * The shopping cart (spec 4, Cart): one line per product, persisted by the app through
 * `persistCart` after every change; a person's adds and removals go to `trackChanges`. While
 * logged in, the cart-sync machine keeps the server's copy of the lines (it watches this cart).
 * An add is 'being processed' for CART_ADDED_FEEDBACK_MS, the time its button shows 'added', so a
 * double click cannot add twice. A stock check drops the lines no longer active and names them in
 * `droppedItems` until the next change or `cart.dismissDropped`. At login `cart.merge` joins the
 * server-kept cart (the cart-sync machine sends it).
 */
export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => cartContextOf(input),
  initial: 'ready',
  on: {
    'cart.add': {
      guard: 'isAddable',
      actions: [
        personChange,
        assign({
          processingIds: ({ context, event }) => [...context.processingIds, event.product.id],
        }),
        raise(({ event }) => ({ type: 'cart.processed' as const, id: event.product.id }), {
          delay: 'addedFeedback',
        }),
        ...CHANGED,
      ],
    },
    'cart.processed': {
      actions: assign({
        processingIds: ({ context, event }) =>
          context.processingIds.filter((id) => id !== event.id),
      }),
    },
    'cart.remove': { guard: 'isInCart', actions: [personChange, ...CHANGED] },
    'cart.setQuantity': { guard: 'isInCart', actions: [personChange, ...CHANGED] },
    'cart.increment': { guard: 'isInCart', actions: [personChange, ...CHANGED] },
    'cart.decrement': { guard: 'isInCart', actions: [personChange, ...CHANGED] },
    'cart.clear': {
      actions: [assign({ items: [] }), ...CHANGED],
    },
    'cart.merge': {
      // The server's copy may predate the stock check that just dropped a line (its sync is
      // debounced): that line stays out, and the note naming it stays up.
      actions: [
        assign({
          items: ({ context, event }) =>
            mergeCartItems(
              context.items,
              event.items.filter(
                (item) => !context.droppedItems.some((dropped) => dropped.id === item.id),
              ),
            ),
        }),
        saveCart,
      ],
    },
    'cart.dismissDropped': { actions: 'clearDropped' },
    'session.change': {
      actions: assign(({ context, event }) => ({
        isLoggedIn: event.isLoggedIn,
        city: event.city === undefined ? context.city : event.city,
        isClient: event.isClient ?? context.isClient,
      })),
    },
    'shop.loadFailed': {
      guard: 'isLoggedIn',
      target: '.ready',
      // Logged out in the same step, so the emptied cart is kept locally but not sent as the server's.
      actions: [assign({ items: [], isLoggedIn: false }), ...CHANGED, 'logout'],
    },
  },
  states: {
    ready: {
      on: {
        'cart.checkStock': { guard: 'hasItems', target: 'checkingStock' },
      },
    },
    checkingStock: {
      entry: assign({ checkingIds: ({ context }) => context.items.map((item) => item.id) }),
      invoke: {
        id: 'checkStock',
        src: 'checkStock',
        input: ({ context }) => ({ ids: context.checkingIds }),
        onDone: [
          {
            guard: { type: 'dropsItems', params: ({ event }) => ({ activeIds: event.output }) },
            target: 'ready',
            actions: [
              assign(({ context, event }) => ({
                droppedItems: inactiveCartItems(
                  context.items,
                  context.checkingIds,
                  event.output,
                ).map((item) => ({ id: item.id, title: item.title ?? null })),
                items: keepActiveCartItems(context.items, context.checkingIds, event.output),
              })),
              saveCart,
            ],
          },
          // Everything still active: nothing changed, nothing to save or to say.
          { target: 'ready' },
        ],
        // A failed check keeps the cart as it is; the server decides stock at checkout anyway.
        onError: { target: 'ready' },
      },
    },
  },
});

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
export type CartActorRef = ActorRefFrom<typeof cartMachine>;
