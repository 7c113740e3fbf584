import type { Language } from '@academy/contract/languages';
import type { CartEntry } from '@academy/contract/rules';
import { type ActorRefFrom, assign, type SnapshotFrom, sendTo, setup } from 'xstate';
import { cartEntries } from '../cart/cart.entries';
import type { CartActorRef } from '../cart/cart.machine';
import type { CartItem } from '../cart/cart.rules';
import { type CartUpdatedEvent, watchCart } from '../cart/cart.watch';
import { CART_SYNC_DELAY_MS } from '../constants';
import { errorParams } from '../form-fields';
import type { SessionProfile } from '../login/session.types';
import { notProvided } from '../not-provided';
import { cartSyncBackoff, mayRetryCartSync } from './cart-sync.rules';

/** A cart line as the server keeps it (the contract's), re-exported for the kit's declarations. */
export type { CartEntry };

/** The logged-in user whose cart the server keeps, with what completing its lines needs. */
export interface CartSyncUser {
  id: number;
  /** The language the server cart's products are described in. */
  language: Language;
  profile: SessionProfile | null;
}

export interface CartSyncInput {
  /** The cart whose lines the server keeps. */
  cart: CartActorRef;
  user: CartSyncUser;
}

export interface CartSyncContext {
  cart: CartActorRef;
  user: CartSyncUser;
  /** The newest lines the server does not have yet (null when nothing waits). */
  pending: CartEntry[] | null;
  /** The lines of the call under way. */
  sending: CartEntry[] | null;
  /** The server's cart has joined the browser's since the login. */
  merged: boolean;
  /** Retries of the failing call so far. */
  attempt: number;
}

export type CartSyncEvent = CartUpdatedEvent;

export interface LoadServerCartInput {
  /** The browser's lines: those the server also has need no details. */
  local: readonly CartItem[];
  user: CartSyncUser;
}

const cartSyncSetup = setup({
  types: {
    input: {} as CartSyncInput,
    context: {} as CartSyncContext,
    events: {} as CartSyncEvent,
  },
  actors: {
    /** `GET /cart/`: the server's lines as cart items, details fetched for those the browser lacks. */
    loadServerCart: notProvided<CartItem[], LoadServerCartInput>('loadServerCart'),
    /** `PUT /cart/` with the cart's lines. */
    saveServerCart: notProvided<unknown, { lines: CartEntry[] }>('saveServerCart'),
  },
  actions: {
    /** A failed call, for the console: the person sees nothing (spec 8, the cart works offline). */
    logError: (_, _params: { error: unknown }) => {},
    keepPending: assign({ pending: ({ event }) => cartEntries(event.items) }),
    /** A failed save: its lines wait again, unless newer ones already do. */
    restorePending: assign({ pending: ({ context }) => context.pending ?? context.sending }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    resetAttempts: assign({ attempt: 0 }),
  },
  guards: {
    /** A change of a logged-in cart (a failed shop load empties it as it logs out: not sent). */
    isUserChange: ({ event }) => event.isLoggedIn,
    isMerged: ({ context }) => context.merged,
    isMergedChange: ({ context, event }) => context.merged && event.isLoggedIn,
    hasPending: ({ context }) => context.pending !== null,
    mayRetry: ({ context }) => mayRetryCartSync(context.attempt),
  },
  delays: {
    syncDebounce: CART_SYNC_DELAY_MS,
    retryBackoff: ({ context }) => cartSyncBackoff(context.attempt),
  },
});

const logError = { type: 'logError', params: errorParams } as const;

/**
 * The server's copy of a logged-in user's cart (spec 4, Cart), for their other devices; the app
 * runs one for each logged-in user, from login (or a start logged in) to logout. First the
 * server's cart joins the browser's (`cart.merge` to the cart); then each change of the cart's
 * lines, once changes rest for CART_SYNC_DELAY_MS, goes as one call, one call at a time, the
 * newest lines winning. A failed call is tried again after a growing wait (`cartSyncBackoff`),
 * CART_SYNC_RETRIES times, then waits in `failure` for the next change.
 * Nothing is sent before the merge, so the browser's lines never replace the server's unseen,
 * and lines that failed to go stay waiting (and in the browser's cart) until a call takes them.
 * Stopped at logout (what waits is dropped; the browser keeps its cart, joined again at the next
 * login). No view: the person sees none of it.
 */
export const cartSyncMachine = cartSyncSetup.createMachine({
  id: 'cartSync',
  context: ({ input }) => ({
    cart: input.cart,
    user: input.user,
    pending: null,
    sending: null,
    merged: false,
    attempt: 0,
  }),
  // Not an app's side effect to provide: the cart's own lines, watched (cart.watch.ts).
  invoke: { src: watchCart, input: ({ context }) => ({ cart: context.cart }) },
  initial: 'merging',
  states: {
    merging: {
      // Changes made meanwhile are in the merged cart, which the cart then reports to be sent.
      invoke: {
        src: 'loadServerCart',
        input: ({ context }) => ({
          local: context.cart.getSnapshot().context.items,
          user: context.user,
        }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ merged: true, attempt: 0, pending: null }),
            sendTo(
              ({ context }) => context.cart,
              ({ event }) => ({ type: 'cart.merge' as const, items: event.output }),
            ),
          ],
        },
        onError: [
          { guard: 'mayRetry', target: 'retrying', actions: ['countAttempt', logError] },
          { target: 'failure', actions: logError },
        ],
      },
    },
    idle: {
      on: { 'cart.updated': { guard: 'isUserChange', target: 'waiting', actions: 'keepPending' } },
    },
    waiting: {
      after: { syncDebounce: 'saving' },
      on: {
        'cart.updated': {
          guard: 'isUserChange',
          target: 'waiting',
          reenter: true,
          actions: 'keepPending',
        },
      },
    },
    saving: {
      entry: assign({ sending: ({ context }) => context.pending, pending: null }),
      invoke: {
        src: 'saveServerCart',
        input: ({ context }) => ({ lines: context.sending ?? [] }),
        onDone: [
          {
            guard: 'hasPending',
            target: 'waiting',
            actions: ['resetAttempts', assign({ sending: null })],
          },
          { target: 'idle', actions: ['resetAttempts', assign({ sending: null })] },
        ],
        onError: [
          {
            guard: 'mayRetry',
            target: 'retrying',
            actions: ['restorePending', 'countAttempt', logError],
          },
          { target: 'failure', actions: ['restorePending', logError] },
        ],
      },
      on: { 'cart.updated': { guard: 'isUserChange', actions: 'keepPending' } },
    },
    retrying: {
      after: { retryBackoff: [{ guard: 'isMerged', target: 'saving' }, { target: 'merging' }] },
      on: { 'cart.updated': { guard: 'isUserChange', actions: 'keepPending' } },
    },
    /** Retries spent: the next change of the cart tries again (merging first if it never did). */
    failure: {
      on: {
        'cart.updated': [
          {
            guard: 'isMergedChange',
            target: 'waiting',
            actions: ['keepPending', 'resetAttempts'],
          },
          { guard: 'isUserChange', target: 'merging', actions: 'resetAttempts' },
        ],
      },
    },
  },
});

export type CartSyncSnapshot = SnapshotFrom<typeof cartSyncMachine>;
export type CartSyncActorRef = ActorRefFrom<typeof cartSyncMachine>;
