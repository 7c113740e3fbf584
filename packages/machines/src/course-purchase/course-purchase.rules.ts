/** What the course page knows when it offers the course (spec 2.5; spec 3, Course detail). */
export interface CourseBuyInput {
  isLoggedIn: boolean;
  /** `has_access` of the course detail. */
  hasAccess: boolean;
  /** `access_id` of the course detail: the player's address (`course-inner/{accessId}`). */
  accessId: number | null | undefined;
  /** `is_free` of the course detail. */
  isFree: boolean;
  /** `final_price` of the course detail: the price after the discount. */
  finalPrice: number;
}

export type CourseBuyAction =
  | { kind: 'watch'; accessId: number }
  | { kind: 'start'; continueTo: 'player' | 'login' }
  | { kind: 'buy'; continueTo: 'checkout' | 'login' };

/**
 * Whether the course costs nothing: marked free, or nothing to pay after the discount. The server
 * decides the same way (a free course, or a price of 0, is opened without an order).
 */
export function isFreeCourse({
  isFree,
  finalPrice,
}: Pick<CourseBuyInput, 'isFree' | 'finalPrice'>) {
  return isFree || finalPrice === 0;
}

/**
 * The course page's one button (spec 2.5, spec 6): with access it opens the player; a free course
 * is started at once (no dialog, no checkout): logged in, the purchase call opens its player,
 * logged out, login first (with the redirect back); a paid course opens the buy dialog, whose
 * Continue goes to checkout when logged in and to login (with the redirect back) otherwise.
 * Access without an access id cannot open the player, so the course is offered instead of a dead
 * link.
 */
export function courseBuyAction(input: CourseBuyInput): CourseBuyAction {
  const { isLoggedIn, hasAccess, accessId } = input;
  if (hasAccess && typeof accessId === 'number') return { kind: 'watch', accessId };
  if (isFreeCourse(input)) return { kind: 'start', continueTo: isLoggedIn ? 'player' : 'login' };
  return { kind: 'buy', continueTo: isLoggedIn ? 'checkout' : 'login' };
}
