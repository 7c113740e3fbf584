import type { Certificate, Profile, UserType, WorkSlide } from '@academy/contract';
import { LANGUAGES } from '@academy/contract';
import { type AnyColumn, and, asc, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { certificates, profiles, workSlides } from '../../db/schema';
import { findOr404, findOwned } from '../../lib/queries';
import { certificatePdfPath } from '../courses/completion.service';
import { isMyPageAvailable } from './my-page';

type ProfileRow = typeof profiles.$inferSelect;
type CertificateRow = typeof certificates.$inferSelect;

export function certificateView(row: CertificateRow): Certificate {
  const view = {
    id: row.id,
    image: row.image,
    show: row.show,
    for_completing_the_course: row.forCompletingTheCourse,
    user_profile_id: row.userProfileId,
    id_course: row.courseId,
    code: row.code,
    pdf: row.code ? certificatePdfPath(row.code) : null,
    issued_at: row.created.toISOString(),
  } as Certificate;
  for (const lang of LANGUAGES) {
    view[`title_${lang}`] = row.title?.[lang] ?? null;
    view[`course_name_${lang}`] = row.courseName?.[lang] ?? null;
  }
  return view;
}

export function slideView(row: typeof workSlides.$inferSelect): WorkSlide {
  return {
    id: row.id,
    user: row.profileId,
    title: row.title,
    description: row.description,
    image: row.image,
  };
}

/**
 * Profiles with their certificates and slides, in the order given. `ownerId`: the requesting user,
 * who also sees hidden certificates and the private fields of their own profile.
 */
export async function profileViews(
  db: Db,
  rows: ProfileRow[],
  ownerId: number | null,
): Promise<Profile[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [certs, slides, myPageAvailable] = await Promise.all([
    db
      .select()
      .from(certificates)
      .where(inArray(certificates.userProfileId, ids))
      .orderBy(asc(certificates.id)),
    db
      .select()
      .from(workSlides)
      .where(inArray(workSlides.profileId, ids))
      .orderBy(asc(workSlides.id)),
    ownerId !== null && rows.some((r) => r.userId === ownerId)
      ? isMyPageAvailable(db, ownerId)
      : false,
  ]);
  return rows.map((row) => {
    const own = row.userId === ownerId;
    const view: Profile = {
      id: row.id,
      name: row.name,
      description: row.description,
      image: row.image,
      specialization: row.specialization,
      consultation_price: row.consultationPrice,
      currency: row.currency,
      address: row.address,
      city: row.city,
      type: row.type as UserType,
      landing_page_is_active: row.landingPageIsActive,
      price: row.price,
      money_type: row.moneyType,
      certificates_and_diplomas: certs
        .filter((c) => c.userProfileId === row.id && (own || c.show))
        .map(certificateView),
      user_page_slide: slides.filter((s) => s.profileId === row.id).map(slideView),
    };
    if (own) {
      view.phone = row.phone;
      view.shop_is_active = row.shopIsActive;
      view.utm_tags = row.utmTags;
      view.auto_confirm_requests = row.autoConfirmRequests;
      view.my_page_available = myPageAvailable;
    }
    return view;
  });
}

/** The requesting user's own profile row (404 otherwise). Every ownership check by profile id. */
export const ownProfile = (db: Db, userId: number, profileId: number) =>
  findOwned(db, profiles, profiles.userId, { id: profileId, userId });

/**
 * The row `id` of `table` when it hangs (by `profileColumn`) on one of the user's profiles: their
 * certificates and work slides; 404 otherwise.
 */
export function findOnOwnProfile<T extends PgTable & { id: AnyColumn }>(
  db: Db,
  table: T,
  profileColumn: AnyColumn,
  ids: { id: number; userId: number },
) {
  const own = db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, ids.userId));
  return findOr404(db, table, and(eq(table.id, ids.id), inArray(profileColumn, own)));
}
