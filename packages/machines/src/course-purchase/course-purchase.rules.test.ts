import { describe, expect, it } from 'vitest';
import { type CourseBuyInput, courseBuyAction } from './course-purchase.rules';

describe('courseBuyAction (spec 2.5)', () => {
  it.each<[CourseBuyInput, ReturnType<typeof courseBuyAction>]>([
    [
      { isLoggedIn: true, hasAccess: true, accessId: 42 },
      { kind: 'watch', accessId: 42 },
    ],
    [
      { isLoggedIn: true, hasAccess: false, accessId: null },
      { kind: 'buy', continueTo: 'checkout' },
    ],
    [
      { isLoggedIn: false, hasAccess: false, accessId: null },
      { kind: 'buy', continueTo: 'login' },
    ],
    // A visitor never has access; if an answer said so without an id, the dialog still leads on.
    [
      { isLoggedIn: false, hasAccess: true, accessId: undefined },
      { kind: 'buy', continueTo: 'login' },
    ],
    [
      { isLoggedIn: true, hasAccess: true, accessId: null },
      { kind: 'buy', continueTo: 'checkout' },
    ],
    // An access id without access (a lapsed purchase) does not open the player.
    [
      { isLoggedIn: true, hasAccess: false, accessId: 7 },
      { kind: 'buy', continueTo: 'checkout' },
    ],
  ])('%o → %o', (input, expected) => {
    expect(courseBuyAction(input)).toEqual(expected);
  });
});
