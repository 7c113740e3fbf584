import { describe, expect, it } from 'vitest';
import { isFieldRefusal, refusesField } from './field-refusal';

describe('field refusal (a declared 400 with field errors)', () => {
  it('names the fields the server refused', () => {
    const refusal = { fieldErrors: { current_password: ['Invalid password.'] } };
    expect(isFieldRefusal(refusal)).toBe(true);
    expect(refusesField(refusal, 'current_password')).toBe(true);
    expect(refusesField(refusal, 'new_password')).toBe(false);
  });

  it('is no refusal of a field for any other error', () => {
    expect(refusesField(new Error('network'), 'image')).toBe(false);
    expect(refusesField({ fieldErrors: null }, 'image')).toBe(false);
    expect(refusesField({ fieldErrors: { image: [] } }, 'image')).toBe(false);
    expect(refusesField(undefined, 'image')).toBe(false);
  });
});
