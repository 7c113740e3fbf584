import { describe, expect, it } from 'vitest';
import { type CourseBuyInput, courseBuyAction, isFreeCourse } from './course-purchase.rules';

const PAID = { isFree: false, finalPrice: 255 };
const FREE = { isFree: true, finalPrice: 0 };

describe('courseBuyAction (spec 2.5)', () => {
  it.each<[CourseBuyInput, ReturnType<typeof courseBuyAction>]>([
    [
      { isLoggedIn: true, hasAccess: true, accessId: 42, ...PAID },
      { kind: 'watch', accessId: 42 },
    ],
    [
      { isLoggedIn: true, hasAccess: false, accessId: null, ...PAID },
      { kind: 'buy', continueTo: 'checkout' },
    ],
    [
      { isLoggedIn: false, hasAccess: false, accessId: null, ...PAID },
      { kind: 'buy', continueTo: 'login' },
    ],
    // A visitor never has access; if an answer said so without an id, the dialog still leads on.
    [
      { isLoggedIn: false, hasAccess: true, accessId: undefined, ...PAID },
      { kind: 'buy', continueTo: 'login' },
    ],
    [
      { isLoggedIn: true, hasAccess: true, accessId: null, ...PAID },
      { kind: 'buy', continueTo: 'checkout' },
    ],
    // An access id without access (a lapsed purchase) does not open the player.
    [
      { isLoggedIn: true, hasAccess: false, accessId: 7, ...PAID },
      { kind: 'buy', continueTo: 'checkout' },
    ],
    // A free course starts at once: no dialog, no checkout; a visitor logs in first.
    [
      { isLoggedIn: true, hasAccess: false, accessId: null, ...FREE },
      { kind: 'start', continueTo: 'player' },
    ],
    [
      { isLoggedIn: false, hasAccess: false, accessId: null, ...FREE },
      { kind: 'start', continueTo: 'login' },
    ],
    // Nothing to pay after the discount is free too, as the server counts it.
    [
      { isLoggedIn: true, hasAccess: false, accessId: null, isFree: false, finalPrice: 0 },
      { kind: 'start', continueTo: 'player' },
    ],
    // A free course already started is watched, as a bought one.
    [
      { isLoggedIn: true, hasAccess: true, accessId: 203, ...FREE },
      { kind: 'watch', accessId: 203 },
    ],
    [
      { isLoggedIn: true, hasAccess: true, accessId: null, ...FREE },
      { kind: 'start', continueTo: 'player' },
    ],
  ])('%o → %o', (input, expected) => {
    expect(courseBuyAction(input)).toEqual(expected);
  });

  it('counts a course free when marked so or when nothing is left to pay', () => {
    expect(isFreeCourse({ isFree: true, finalPrice: 100 })).toBe(true);
    expect(isFreeCourse({ isFree: false, finalPrice: 0 })).toBe(true);
    expect(isFreeCourse({ isFree: false, finalPrice: 1 })).toBe(false);
  });
});
