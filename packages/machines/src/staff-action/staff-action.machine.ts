import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { isFieldRefusal } from '../field-refusal';
import { errorParams, withoutError } from '../form-fields';
import { notProvided } from '../not-provided';

/** The confirmed action's fields (a reason, a tracking number), by name; empty when it has none. */
export type StaffActionValues = Readonly<Record<string, string>>;

/** A server's refusal of fields (a declared 400 `{ field: [messages] }`), by field. */
export type StaffActionFieldErrors = Readonly<Record<string, readonly string[]>>;

export interface StaffActionContext {
  values: StaffActionValues;
  fieldErrors: StaffActionFieldErrors;
}

export type StaffActionEvent =
  /** The page's button: the dialog opens, with the fields' first values if any. */
  | { type: 'action.open'; values?: StaffActionValues }
  | { type: 'action.change'; field: string; value: string }
  /** Confirm (the dialog's button or Enter), with the fields' values when the page keeps them. */
  | { type: 'action.confirm'; values?: StaffActionValues }
  | { type: 'action.retry' }
  | { type: 'action.cancel' };

/**
 * Every staff action that changes a record (activate, ship, refund...), confirmed in a dialog
 * (issue 26): idle → editing (the dialog, its fields) → submitting (the call, actor `perform` with
 * the values) → done, which tells the page (`onDone`: it loads its data again) and is idle again;
 * or failure, which keeps the dialog and the values: retry, correct and confirm, or cancel. A
 * server's refusal of fields keeps the values and names the refused fields.
 */
export const staffActionMachine = setup({
  types: {
    context: {} as StaffActionContext,
    events: {} as StaffActionEvent,
  },
  actors: {
    /** The action's call (the page's `src/api` function), with the fields' values. */
    perform: notProvided<unknown, StaffActionValues>('perform'),
  },
  actions: {
    /** The record changed on the server: the page loads its data again (and may say so). */
    onDone: (_, _params: { output: unknown }) => {
      throw new Error('onDone not provided');
    },
    logError: (_, _params: { error: unknown }) => {},
    open: assign((_, params: { values?: StaffActionValues }) => ({
      values: params.values ?? {},
      fieldErrors: {},
    })),
    change: assign(({ context }, params: { field: string; value: string }) => ({
      values: { ...context.values, [params.field]: params.value },
      fieldErrors: withoutError(context.fieldErrors, params.field),
    })),
    takeValues: assign(({ context }, params: { values?: StaffActionValues }) => ({
      values: { ...context.values, ...params.values },
    })),
    keepRefusal: assign((_, params: { error: unknown }) => ({
      fieldErrors: isFieldRefusal(params.error) ? params.error.fieldErrors : {},
    })),
  },
}).createMachine({
  id: 'staffAction',
  context: { values: {}, fieldErrors: {} },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'action.open': {
          target: 'editing',
          actions: { type: 'open', params: ({ event }) => ({ values: event.values }) },
        },
      },
    },
    editing: {
      on: {
        'action.change': {
          actions: { type: 'change', params: ({ event }) => event },
        },
        'action.confirm': {
          target: 'submitting',
          actions: { type: 'takeValues', params: ({ event }) => ({ values: event.values }) },
        },
        'action.cancel': 'idle',
      },
    },
    submitting: {
      entry: assign({ fieldErrors: {} }),
      invoke: {
        id: 'perform',
        src: 'perform',
        input: ({ context }) => context.values,
        onDone: 'done',
        onError: {
          target: 'failure',
          actions: [
            { type: 'keepRefusal', params: errorParams },
            { type: 'logError', params: errorParams },
          ],
        },
      },
    },
    done: {
      entry: {
        type: 'onDone',
        params: ({ event }) => ({ output: (event as { output?: unknown }).output }),
      },
      always: 'idle',
    },
    failure: {
      on: {
        'action.change': {
          actions: { type: 'change', params: ({ event }) => event },
        },
        'action.retry': 'submitting',
        'action.confirm': {
          target: 'submitting',
          actions: { type: 'takeValues', params: ({ event }) => ({ values: event.values }) },
        },
        'action.cancel': 'idle',
      },
    },
  },
});

export type StaffActionSnapshot = SnapshotFrom<typeof staffActionMachine>;
export type StaffActionActorRef = ActorRefFrom<typeof staffActionMachine>;
