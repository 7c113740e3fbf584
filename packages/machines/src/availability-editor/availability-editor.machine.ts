import type { Availability } from '@academy/contract/calendar';
import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { isFieldRefusal } from '../field-refusal';
import { errorParams } from '../form-fields';
import { notProvided } from '../not-provided';
import type { AvailabilityEditorMessageKey } from './availability-editor.message-keys';
import {
  type AvailabilityEdit,
  type AvailabilityFieldErrors,
  applyEdit,
  fieldErrorsOf,
  sameAvailability,
  stalePrefix,
  validateAvailability,
  withoutStale,
} from './availability-editor.rules';

export interface AvailabilityEditorContext {
  /** What the form shows, typed or not yet saved. */
  draft: Availability | null;
  /** What the server holds (the last load or save): the dirty flag compares with it. */
  saved: Availability | null;
  dirty: boolean;
  fieldErrors: AvailabilityFieldErrors;
  messageKey: AvailabilityEditorMessageKey | null;
}

export type AvailabilityEditorEvent =
  | { type: 'edit'; edit: AvailabilityEdit }
  | { type: 'save' }
  | { type: 'retry' };

/** The availability as stored; the answer may carry more (the feed's address), left out here. */
const onlyAvailability = ({
  time_zone,
  weekly,
  exceptions,
  buffer_before,
  buffer_after,
  min_notice,
  horizon_days,
  slot_step,
}: Availability): Availability => ({
  time_zone,
  weekly,
  exceptions,
  buffer_before,
  buffer_after,
  min_notice,
  horizon_days,
  slot_step,
});

const editing = { target: '#availabilityEditor.editing', actions: 'applyEdit' } as const;

/**
 * A specialist's working hours, days off, exceptions, zone, buffers, notice, horizon and step
 * (issue 28): loading → editing (a dirty flag against the last saved) → saving → saved, or back to
 * editing with the fields' errors (the contract's check here, a server's 400 mapped to the same
 * fields), or error. Nothing typed is lost: every failure keeps the draft; `retry` saves it again.
 */
export const availabilityEditorMachine = setup({
  types: {
    context: {} as AvailabilityEditorContext,
    events: {} as AvailabilityEditorEvent,
  },
  actors: {
    /** `GET /cabinet/availability/`. */
    loadAvailability: notProvided<Availability>('loadAvailability'),
    /** `PUT /cabinet/availability/` with the whole document; answers what was stored. */
    saveAvailability: notProvided<Availability, Availability>('saveAvailability'),
  },
  actions: {
    logError: (_, _params: { error: unknown }) => {},
    applyEdit: assign(({ context, event }) => {
      if (event.type !== 'edit' || !context.draft) return {};
      const draft = applyEdit(context.draft, event.edit);
      return {
        draft,
        dirty: !context.saved || !sameAvailability(draft, context.saved),
        fieldErrors: withoutStale(context.fieldErrors, stalePrefix(event.edit)),
        messageKey: null,
      };
    }),
    showErrors: assign(({ context }) => ({
      fieldErrors: context.draft ? validateAvailability(context.draft) : {},
      messageKey: 'availabilityEditor.fixErrors' as const,
    })),
  },
  guards: {
    isValid: ({ context }) =>
      context.draft !== null && Object.keys(validateAvailability(context.draft)).length === 0,
    isRefusal: ({ event }) => isFieldRefusal((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'availabilityEditor',
  context: { draft: null, saved: null, dirty: false, fieldErrors: {}, messageKey: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAvailability',
        src: 'loadAvailability',
        onDone: {
          target: 'editing',
          actions: assign(({ event }) => {
            const stored = onlyAvailability(event.output);
            return { draft: stored, saved: stored, dirty: false, fieldErrors: {} };
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: [
            assign({ messageKey: 'availabilityEditor.loadFailed' }),
            { type: 'logError', params: errorParams },
          ],
        },
      },
    },
    loadFailed: {
      on: { retry: { target: 'loading', actions: assign({ messageKey: null }) } },
    },
    editing: {
      on: {
        edit: { actions: 'applyEdit' },
        save: [{ guard: 'isValid', target: 'saving' }, { actions: 'showErrors' }],
      },
    },
    saving: {
      entry: assign({ fieldErrors: {}, messageKey: null }),
      invoke: {
        id: 'saveAvailability',
        src: 'saveAvailability',
        input: ({ context }) => context.draft as Availability,
        onDone: {
          target: 'saved',
          actions: assign(({ event }) => {
            const stored = onlyAvailability(event.output);
            return { draft: stored, saved: stored, dirty: false };
          }),
        },
        onError: [
          {
            guard: 'isRefusal',
            target: 'editing',
            actions: assign(({ context, event }) => ({
              fieldErrors: isFieldRefusal(event.error)
                ? fieldErrorsOf(event.error.fieldErrors, context.draft as Availability)
                : {},
              messageKey: 'availabilityEditor.fixErrors' as const,
            })),
          },
          {
            target: 'error',
            actions: [
              assign({ messageKey: 'availabilityEditor.saveFailed' }),
              { type: 'logError', params: errorParams },
            ],
          },
        ],
      },
    },
    saved: {
      entry: assign({ messageKey: 'availabilityEditor.saved' }),
      on: { edit: editing, save: 'saving' },
    },
    error: {
      on: { edit: editing, save: 'saving', retry: 'saving' },
    },
  },
});

export type AvailabilityEditorSnapshot = SnapshotFrom<typeof availabilityEditorMachine>;
export type AvailabilityEditorActorRef = ActorRefFrom<typeof availabilityEditorMachine>;
