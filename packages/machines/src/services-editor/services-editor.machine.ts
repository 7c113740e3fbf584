import type { Service, ServiceBody } from '@academy/contract/calendar';
import type { Language } from '@academy/contract/languages';
import type { ProfileCurrency } from '@academy/contract/rules';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { isFieldRefusal } from '../field-refusal';
import { errorParams, withoutError } from '../form-fields';
import { notProvided } from '../not-provided';
import type { ServicesEditorMessageKey } from './services-editor.message-keys';
import {
  inOrder,
  type ServiceDraft,
  type ServiceDraftField,
  type ServiceFieldErrors,
  serviceBody,
  serviceDraft,
  serviceFieldErrorsOf,
  validateService,
  withService,
} from './services-editor.rules';

export interface ServicesEditorInput {
  /** A new service's currency: the one of the specialist's profile. */
  currency: ProfileCurrency;
}

export interface ServicesEditorContext {
  currency: ProfileCurrency;
  services: Service[];
  /** The order before a reorder under way, put back if the server refuses it. */
  previous: Service[];
  /** The dialog's service (null: a new one) and the one asked to be deleted. */
  editingId: number | null;
  deletingId: number | null;
  draft: ServiceDraft;
  fieldErrors: ServiceFieldErrors;
  messageKey: ServicesEditorMessageKey | null;
}

export type ServicesEditorEvent =
  | { type: 'retry' }
  | { type: 'add' }
  | { type: 'edit'; id: number }
  | { type: 'name.change'; language: Language; text: string }
  | {
      [K in ServiceDraftField]: { type: 'field.change'; field: K; value: ServiceDraft[K] };
    }[ServiceDraftField]
  | { type: 'dialog.save' }
  | { type: 'dialog.cancel' }
  | { type: 'delete.ask'; id: number }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'reorder'; ids: number[] };

export interface SaveServiceInput {
  /** null: add a new one. */
  id: number | null;
  body: ServiceBody;
}

const failed = (messageKey: ServicesEditorMessageKey) =>
  [
    { type: 'say', params: { messageKey } },
    { type: 'logError', params: errorParams },
  ] as const;

/**
 * A specialist's services (issue 28): the list (loading → ready); add or edit one in a dialog
 * (name in five languages, duration, price and currency, active: editing → saving, the contract's
 * check and a server's 400 said at their fields, a failure kept in the dialog with what was
 * typed); delete after a confirmation; reorder by drag or keyboard, shown at once and put back if
 * the server refuses it.
 */
export const servicesEditorMachine = setup({
  types: {
    input: {} as ServicesEditorInput,
    context: {} as ServicesEditorContext,
    events: {} as ServicesEditorEvent,
  },
  actors: {
    /** `GET /cabinet/services/`. */
    loadServices: notProvided<Service[]>('loadServices'),
    /** `POST /cabinet/services/` or `PUT /cabinet/services/{id}/`: the stored service. */
    saveService: notProvided<Service, SaveServiceInput>('saveService'),
    /** `DELETE /cabinet/services/{id}/`. */
    deleteService: notProvided<void, number>('deleteService'),
    /** `PUT /cabinet/services/order/`: the list in its new order. */
    orderServices: notProvided<Service[], number[]>('orderServices'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    say: assign((_, params: { messageKey: ServicesEditorMessageKey }) => params),
    showErrors: assign(({ context }) => ({ fieldErrors: validateService(context.draft) })),
  },
  guards: {
    isValid: ({ context }) => Object.keys(validateService(context.draft)).length === 0,
    isRefusal: ({ event }) => isFieldRefusal((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'servicesEditor',
  context: ({ input }) => ({
    currency: input.currency,
    services: [],
    previous: [],
    editingId: null,
    deletingId: null,
    draft: serviceDraft(null, input.currency),
    fieldErrors: {},
    messageKey: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ messageKey: null }),
      invoke: {
        id: 'loadServices',
        src: 'loadServices',
        onDone: { target: 'ready', actions: assign({ services: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: failed('servicesEditor.loadFailed') },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    ready: {
      on: {
        add: {
          target: 'editing',
          actions: assign(({ context }) => ({
            editingId: null,
            draft: serviceDraft(null, context.currency),
            fieldErrors: {},
            messageKey: null,
          })),
        },
        edit: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            editingId: event.id,
            draft: serviceDraft(
              context.services.find((service) => service.id === event.id) ?? null,
              context.currency,
            ),
            fieldErrors: {},
            messageKey: null,
          })),
        },
        'delete.ask': {
          target: 'confirmingDelete',
          actions: assign({ deletingId: ({ event }) => event.id, messageKey: null }),
        },
        reorder: {
          target: 'reordering',
          actions: assign(({ context, event }) => ({
            previous: context.services,
            services: inOrder(context.services, event.ids),
            messageKey: null,
          })),
        },
      },
    },
    editing: {
      on: {
        'name.change': {
          actions: assign(({ context, event }) => ({
            draft: {
              ...context.draft,
              name: { ...context.draft.name, [event.language]: event.text },
            },
            fieldErrors: withoutError(context.fieldErrors, `name.${event.language}`),
          })),
        },
        'field.change': {
          actions: assign(({ context, event }) => ({
            draft: { ...context.draft, [event.field]: event.value },
            fieldErrors: withoutError(context.fieldErrors, event.field),
          })),
        },
        'dialog.save': [{ guard: 'isValid', target: 'saving' }, { actions: 'showErrors' }],
        'dialog.cancel': {
          target: 'ready',
          actions: assign({ fieldErrors: {}, messageKey: null }),
        },
      },
    },
    saving: {
      entry: assign({ messageKey: null }),
      invoke: {
        id: 'saveService',
        src: 'saveService',
        input: ({ context }) => ({ id: context.editingId, body: serviceBody(context.draft) }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            services: withService(context.services, event.output),
            messageKey: 'servicesEditor.saved' as const,
          })),
        },
        onError: [
          {
            guard: 'isRefusal',
            target: 'editing',
            actions: assign(({ event }) => ({
              fieldErrors: isFieldRefusal(event.error)
                ? serviceFieldErrorsOf(event.error.fieldErrors)
                : {},
            })),
          },
          { target: 'editing', actions: failed('servicesEditor.saveFailed') },
        ],
      },
    },
    confirmingDelete: {
      on: {
        'delete.confirm': 'deleting',
        'delete.cancel': { target: 'ready', actions: assign({ messageKey: null }) },
      },
    },
    deleting: {
      entry: assign({ messageKey: null }),
      invoke: {
        id: 'deleteService',
        src: 'deleteService',
        input: ({ context }) => context.deletingId ?? 0,
        onDone: {
          target: 'ready',
          actions: assign(({ context }) => ({
            services: context.services.filter((service) => service.id !== context.deletingId),
            deletingId: null,
            messageKey: 'servicesEditor.deleted' as const,
          })),
        },
        onError: { target: 'confirmingDelete', actions: failed('servicesEditor.deleteFailed') },
      },
    },
    reordering: {
      invoke: {
        id: 'orderServices',
        src: 'orderServices',
        input: ({ context }) => context.services.map((service) => service.id),
        onDone: {
          target: 'ready',
          actions: assign({
            services: ({ event }) => event.output,
            messageKey: 'servicesEditor.ordered',
          }),
        },
        onError: {
          target: 'ready',
          actions: [
            assign({ services: ({ context }) => context.previous }),
            ...failed('servicesEditor.orderFailed'),
          ],
        },
      },
    },
  },
});

export type ServicesEditorSnapshot = SnapshotFrom<typeof servicesEditorMachine>;
export type ServicesEditorActorRef = ActorRefFrom<typeof servicesEditorMachine>;
