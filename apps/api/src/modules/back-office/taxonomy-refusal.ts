import type { DeleteRefusal } from '@academy/contract/back-office/taxonomy';
import { HttpError } from '../../lib/errors';

const REFUSALS = {
  fixed: 'This category is fixed by the site (spec 7.3): it can be renamed, not deleted.',
  in_use: 'Records are still filed under it: move them first.',
} as const;

/**
 * A delete refused (409): a fixed record, or one still used, saying by how many courses,
 * products and promo codes so the editor knows what to move first.
 */
export function refuseDelete(
  reason: DeleteRefusal['reason'],
  uses: Partial<Pick<DeleteRefusal, 'courses' | 'products' | 'promo_codes'>>,
): never {
  throw new HttpError(409, REFUSALS[reason], {
    reason,
    courses: uses.courses ?? 0,
    products: uses.products ?? 0,
    promo_codes: uses.promo_codes ?? 0,
  });
}
