import { type ActorRefFrom, assign, raise, type SnapshotFrom, setup } from 'xstate';
import { CART_ADDED_FEEDBACK_MS } from '../constants';
import { notProvided } from '../not-provided';
import { type CartItem, type CartProduct, clampQuantity, keepActiveCartItems } from './cart.rules';

export interface CartInput {
  /** The cart restored from local storage by the app (spec 4, Cart). */
  items?: readonly CartItem[];
  isLoggedIn: boolean;
  /** Profile city, which holds the country name and decides the currency (spec 9). */
  city?: string | null;
  /** Clients pay client prices. */
  isClient?: boolean;
}

export interface CartContext {
  items: CartItem[];
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
  | { type: 'cart.checkStock' }
  /** The shop product load failed (spec 4, Cart; spec 8). */
  | { type: 'shop.loadFailed' }
  | { type: 'session.change'; isLoggedIn: boolean; city?: string | null; isClient?: boolean }
  /** Internal: the add feedback window of a product ended. */
  | { type: 'cart.processed'; id: number };

export interface CheckStockInput {
  ids: number[];
}

const updateItem = (items: CartItem[], id: number, cnt: (item: CartItem) => number) =>
  items.map((item) => (item.id === id ? { ...item, cnt: clampQuantity(cnt(item)) } : item));

/**
 * The shopping cart (spec 4, Cart): one line per product, persisted by the app through
 * `persistCart` after every change. An add is 'being processed' for CART_ADDED_FEEDBACK_MS,
 * the time its button shows 'added', so a double click cannot add twice.
 */
export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actions: {
    persistCart: (_, _params: { items: CartItem[] }) => {},
    /** Clears the token and performs the logout of spec 4 (POST logout, go to '/'). */
    logout: () => {},
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
  },
  delays: {
    addedFeedback: CART_ADDED_FEEDBACK_MS,
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    items: (input.items ?? []).map((item) => ({ ...item, cnt: clampQuantity(item.cnt) })),
    processingIds: [],
    checkingIds: [],
    isLoggedIn: input.isLoggedIn,
    city: input.city ?? null,
    isClient: input.isClient ?? false,
  }),
  initial: 'ready',
  on: {
    'cart.add': {
      guard: 'isAddable',
      actions: [
        assign(({ context, event }) => ({
          items: [
            ...context.items,
            { ...event.product, cnt: clampQuantity(event.cnt ?? 1), userId: event.userId ?? null },
          ],
          processingIds: [...context.processingIds, event.product.id],
        })),
        raise(({ event }) => ({ type: 'cart.processed' as const, id: event.product.id }), {
          delay: 'addedFeedback',
        }),
        { type: 'persistCart', params: ({ context }) => ({ items: context.items }) },
      ],
    },
    'cart.processed': {
      actions: assign({
        processingIds: ({ context, event }) =>
          context.processingIds.filter((id) => id !== event.id),
      }),
    },
    'cart.remove': {
      guard: 'isInCart',
      actions: [
        assign({ items: ({ context, event }) => context.items.filter((i) => i.id !== event.id) }),
        { type: 'persistCart', params: ({ context }) => ({ items: context.items }) },
      ],
    },
    'cart.setQuantity': {
      guard: 'isInCart',
      actions: [
        assign({
          items: ({ context, event }) => updateItem(context.items, event.id, () => event.cnt),
        }),
        { type: 'persistCart', params: ({ context }) => ({ items: context.items }) },
      ],
    },
    'cart.increment': {
      guard: 'isInCart',
      actions: [
        assign({
          items: ({ context, event }) => updateItem(context.items, event.id, (i) => i.cnt + 1),
        }),
        { type: 'persistCart', params: ({ context }) => ({ items: context.items }) },
      ],
    },
    'cart.decrement': {
      guard: 'isInCart',
      actions: [
        assign({
          items: ({ context, event }) => updateItem(context.items, event.id, (i) => i.cnt - 1),
        }),
        { type: 'persistCart', params: ({ context }) => ({ items: context.items }) },
      ],
    },
    'cart.clear': {
      actions: [assign({ items: [] }), { type: 'persistCart', params: { items: [] } }],
    },
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
      actions: [
        assign({ items: [], isLoggedIn: false }),
        { type: 'persistCart', params: { items: [] } },
        'logout',
      ],
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
        onDone: {
          target: 'ready',
          actions: [
            assign({
              items: ({ context, event }) =>
                keepActiveCartItems(context.items, context.checkingIds, event.output),
            }),
            { type: 'persistCart', params: ({ context }) => ({ items: context.items }) },
          ],
        },
        // A failed check keeps the cart as it is; the server decides stock at checkout anyway.
        onError: { target: 'ready' },
      },
    },
  },
});

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;
export type CartActorRef = ActorRefFrom<typeof cartMachine>;
