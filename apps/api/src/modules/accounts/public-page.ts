import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import { findOr404 } from '../../lib/queries';

type ProfileRow = typeof profiles.$inferSelect;

/** A page is public when it is a specialist's and its landing page is active (spec 2.9). */
export const isPublicPage = (row: Pick<ProfileRow, 'isSpecialist' | 'landingPageIsActive'>) =>
  row.isSpecialist && row.landingPageIsActive;

/** The same rule as a filter of the profiles table. */
export const publicPages = () =>
  and(eq(profiles.isSpecialist, true), eq(profiles.landingPageIsActive, true));

/** The profile of user `userId` when its page is public; 404 otherwise (hidden or no specialist). */
export const findPublicPage = (db: Db, userId: number) =>
  findOr404(db, profiles, and(eq(profiles.userId, userId), publicPages()));
