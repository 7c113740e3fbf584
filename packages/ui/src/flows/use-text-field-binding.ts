import { useFlowMessage } from './use-flow-message';

/** A form machine that takes typed text as `field.change` (login, registration, passwords, contact). */
interface FieldChangeActor<F extends string> {
  send(event: { type: 'field.change'; field: F; value: string }): void;
}

/**
 * Binds TextFields to a form machine: `bind('email')` gives the field's value, its translated
 * error and the `field.change` sender, to spread onto the TextField.
 */
export function useTextFieldBinding<F extends string>(
  actor: FieldChangeActor<F>,
  values: { readonly [K in F]: string },
  errors: { readonly [K in F]?: string | null },
) {
  const message = useFlowMessage();
  return (field: F) => ({
    value: values[field],
    error: message(errors[field]),
    onValueChange: (value: string) => actor.send({ type: 'field.change', field, value }),
  });
}
