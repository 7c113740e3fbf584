import { describe, expect, it } from 'vitest';
import {
  errorParams,
  submitWhenValid,
  withContextField,
  withFieldValue,
  withoutError,
} from './form-fields';

describe('form fields', () => {
  it('withoutError drops only the named field and leaves the original alone', () => {
    const errors = { name: 'required', phone: 'invalid' };
    expect(withoutError(errors, 'name')).toEqual({ phone: 'invalid' });
    expect(errors).toEqual({ name: 'required', phone: 'invalid' });
  });

  it('withFieldValue sets the value under values and clears its error', () => {
    const context = { values: { name: '', phone: '' }, errors: { name: 'required' }, other: 1 };
    expect(withFieldValue(context, 'name', 'Ioana')).toEqual({
      values: { name: 'Ioana', phone: '' },
      errors: {},
    });
  });

  it('withContextField sets a top-level field and clears its error', () => {
    const context = { email: '', password: 'x', errors: { email: 'required', password: 'short' } };
    expect(withContextField(context, 'email', 'a@b.md')).toEqual({
      email: 'a@b.md',
      errors: { password: 'short' },
    });
  });

  it('submitWhenValid goes on when the form is valid, else shows the errors', () => {
    expect(submitWhenValid('sending')).toEqual([
      { guard: 'isFormValid', target: 'sending' },
      { actions: 'showErrors' },
    ]);
  });

  it('errorParams hands the event error on', () => {
    const error = new Error('down');
    expect(errorParams({ event: { error } })).toEqual({ error });
  });
});
