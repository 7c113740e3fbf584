/** What the course page knows when it offers the course (spec 2.5; spec 3, Course detail). */
export interface CourseBuyInput {
  isLoggedIn: boolean;
  /** `has_access` of the course detail. */
  hasAccess: boolean;
  /** `access_id` of the course detail: the player's address (`course-inner/{accessId}`). */
  accessId: number | null | undefined;
}

export type CourseBuyAction =
  | { kind: 'watch'; accessId: number }
  | { kind: 'buy'; continueTo: 'checkout' | 'login' };

/**
 * The course page's one button (spec 2.5, spec 6): with access it opens the player; otherwise it
 * opens the buy dialog, whose Continue goes to checkout when logged in and to login (with the
 * redirect back) otherwise. Access without an access id cannot open the player, so the dialog is
 * offered instead of a dead link.
 */
export function courseBuyAction({
  isLoggedIn,
  hasAccess,
  accessId,
}: CourseBuyInput): CourseBuyAction {
  if (hasAccess && typeof accessId === 'number') return { kind: 'watch', accessId };
  return { kind: 'buy', continueTo: isLoggedIn ? 'checkout' : 'login' };
}
