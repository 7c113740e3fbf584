import { type ActorRefFrom, assign, type SnapshotFrom, setup } from 'xstate';
import { refusedField, refusesFieldGuard } from '../field-refusal';
import { errorParams, submitWhenValid, withContextField } from '../form-fields';
import { notProvided } from '../not-provided';
import {
  type ChangePasswordErrors,
  type ChangePasswordField,
  type ChangePasswordValues,
  validateChangePassword,
} from './change-password.validation';

export interface ChangePasswordContext extends ChangePasswordValues {
  errors: ChangePasswordErrors;
}

export type ChangePasswordEvent =
  | { type: 'field.change'; field: ChangePasswordField; value: string }
  | { type: 'form.submit' };

const emptyValues: ChangePasswordValues = { oldPassword: '', newPassword: '', repeatPassword: '' };

const hasNoErrors = (values: ChangePasswordValues) =>
  Object.keys(validateChangePassword(values)).length === 0;

/** Change password (dashboard change-pass): old, new and repeated password. */
export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    /** The call is not shown in the spec; the app supplies it. */
    changePassword: notProvided<void, { oldPassword: string; newPassword: string }>(
      'changePassword',
    ),
  },
  actions: {
    changeField: assign(({ context, event }) =>
      event.type === 'field.change' ? withContextField(context, event.field, event.value) : {},
    ),
    showErrors: assign({ errors: ({ context }) => validateChangePassword(context) }),
    logError: (_, _params: { error: unknown }) => {},
  },
  guards: {
    isFormValid: ({ context }) => hasNoErrors(context),
    refusesField: refusesFieldGuard,
  },
}).createMachine({
  id: 'changePassword',
  context: { ...emptyValues, errors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'changeField' },
        'form.submit': submitWhenValid('submitting'),
      },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.oldPassword,
          newPassword: context.newPassword,
        }),
        onDone: { target: 'success', actions: assign({ ...emptyValues, errors: {} }) },
        onError: [
          // The server's field errors, at their fields (the form already checked the rest).
          {
            guard: { type: 'refusesField', params: refusedField('current_password') },
            target: 'editing',
            actions: assign({
              errors: ({ context }) => ({ ...context.errors, oldPassword: 'changePassword.wrong' }),
            }),
          },
          {
            guard: { type: 'refusesField', params: refusedField('new_password') },
            target: 'editing',
            actions: assign({
              errors: ({ context }) => ({ ...context.errors, newPassword: 'changePassword.weak' }),
            }),
          },
          { target: 'failure', actions: { type: 'logError', params: errorParams } },
        ],
      },
    },
    success: {
      on: { 'field.change': { target: 'editing', actions: 'changeField' } },
    },
    failure: {
      on: {
        'field.change': { target: 'editing', actions: 'changeField' },
        'form.submit': submitWhenValid('submitting'),
      },
    },
  },
});

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;
export type ChangePasswordActorRef = ActorRefFrom<typeof changePasswordMachine>;
