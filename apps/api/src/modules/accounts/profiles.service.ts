import type { accountsEndpoints } from '@academy/contract/endpoints';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, profiles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { onlyView, ownRowsNewestFirst, patchRow } from '../../lib/queries';
import type { BodyOf } from '../../lib/route';
import { sanitizeRichText } from '../../lib/sanitize';
import { assertMayPublish } from './my-page';
import { ownProfile, profileViews } from './profile.view';
import { isPublicPage, publicPages } from './public-page';

/** A specialist's public page as anyone sees it; 404 when it is not published. */
export async function publicProfile(db: Db, userId: number) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row || !isPublicPage(row)) throw notFound();
  const [view] = await profileViews(db, [row], null);
  return { id: userId, profile: view };
}

/** The user's own profile, with what only its owner sees. */
export async function ownProfilePage(db: Db, userId: number) {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!row) throw notFound();
  return { id: userId, profile: onlyView(await profileViews(db, [row], userId)) };
}

/** The directory of published pages (or one, by user id): pictured and priced ones first. */
export async function expertList(db: Db, userId: number | undefined) {
  const rows = await db
    .select()
    .from(profiles)
    .where(and(publicPages(), userId ? eq(profiles.userId, userId) : undefined))
    .orderBy(
      sql`(${profiles.image} is null or ${profiles.image} = '')`,
      sql`${profiles.consultationPrice} desc nulls last`,
      asc(profiles.id),
    );
  const views = await profileViews(db, rows, null);
  return rows.map((row, i) => ({ id: row.userId, profile: onlyView(views.slice(i, i + 1)) }));
}

/**
 * The fields a PATCH sent on the user's profile `id`; the photo is stored once the profile is
 * theirs and they may publish.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  id: number,
  body: BodyOf<typeof accountsEndpoints.updateProfile>,
  storeImage: () => Promise<string | undefined>,
) {
  const row = await ownProfile(db, userId, id);
  await assertMayPublish(db, userId, body.landing_page_is_active);
  const saved = await patchRow(db, profiles, row, {
    name: body.name,
    description: sanitizeRichText(body.description),
    image: await storeImage(),
    specialization: body.specialization,
    consultationPrice: body.consultation_price === '' ? null : body.consultation_price,
    currency: body.currency,
    address: body.address,
    landingPageIsActive: body.landing_page_is_active,
    // A published page is a specialist's page: it joins the directory and takes requests.
    isSpecialist: body.landing_page_is_active || undefined,
    autoConfirmRequests: body.auto_confirm_requests,
  });
  return onlyView(await profileViews(db, [saved], userId));
}

/** The user's payments, newest first. */
export async function paymentHistory(db: Db, userId: number) {
  const rows = await ownRowsNewestFirst(db, payments, userId);
  return rows.map((p) => ({
    id: p.id,
    order_id: p.orderId,
    title: p.title,
    amount: p.amount,
    currency: p.currency,
    date_creation: p.created.toISOString(),
    confirmed: p.confirmed,
    paid_by_card: p.paidByCard,
  }));
}
