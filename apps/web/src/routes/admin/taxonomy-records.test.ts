import { courseCategoryBodySchema } from '@academy/contract/back-office/taxonomy';
import { describe, expect, it } from 'vitest';
import { checked } from './checked';
import { imageIdOf, imageValue, orderedLoad } from './taxonomy-records';

describe('a record form’s image', () => {
  it('keeps the picture unless a new one was uploaded or it was removed', () => {
    expect(imageIdOf(imageValue(null, false))).toBeUndefined();
    expect(imageIdOf(imageValue(42, false))).toBe(42);
    expect(imageIdOf(imageValue(null, true))).toBeNull();
    // A new upload after a removal is the new picture.
    expect(imageIdOf(imageValue(7, true))).toBe(7);
  });
});

describe('a list in the order being saved', () => {
  const load = { state: 'ready' as const, data: [{ id: 1 }, { id: 2 }, { id: 3 }] };

  it('shows the new order, and a failed load as it is', () => {
    const reversed = orderedLoad(load, (rows) => [...rows].reverse());
    expect(reversed).toEqual({ state: 'ready', data: [{ id: 3 }, { id: 2 }, { id: 1 }] });
    expect(orderedLoad({ state: 'error' }, () => [])).toEqual({ state: 'error' });
  });
});

describe('a form checked with the contract before its call', () => {
  it('refuses at the fields the server would name, without calling', async () => {
    let called = false;
    const send = async () => {
      called = true;
    };
    await expect(
      checked(courseCategoryBodySchema, { slug: 'Two Words', name: { ro: '' } }, send),
    ).rejects.toEqual({
      fieldErrors: expect.objectContaining({
        slug: expect.any(Array),
        'name.ro': expect.any(Array),
      }),
    });
    expect(called).toBe(false);
    await checked(courseCategoryBodySchema, { slug: 'skin-care', name: { ro: 'Piele' } }, send);
    expect(called).toBe(true);
  });
});
