import { randomBytes } from 'node:crypto';
import { courseProgress, isLanguage, isProgressComplete, type Language } from '@academy/contract';
import { endpointPath } from '@academy/contract/endpoint';
import { certificatesEndpoints } from '@academy/contract/endpoints';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  certificates,
  courseAccess,
  courses,
  courseVideoAccess,
  courseVideos,
  orderItems,
  orders,
  profiles,
  users,
} from '../../db/schema';
import type { Outbox } from '../../lib/outbox';

/** What issuing a certificate needs beyond the database: the outbox of its mail. */
export interface CompletionDeps {
  db: Db;
  outbox: Outbox;
}

type CertificateRow = typeof certificates.$inferSelect;

/**
 * The language the user bought the course in (its latest order), for a certificate issued by a
 * video report, which carries none: the buyer reads the mail in the language they shop in.
 */
async function purchaseLanguage(db: Db, userId: number, courseId: number) {
  const [bought] = await db
    .select({ lang: orders.lang })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orderItems.courseId, courseId)))
    .orderBy(desc(orders.id))
    .limit(1);
  return isLanguage(bought?.lang) ? bought.lang : null;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 16 base32 characters of 80 random bits: unguessable, easy to read out and type. */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return code;
}

/** The API path of a certificate's PDF (its owner's token required). */
export const certificatePdfPath = (code: string) =>
  endpointPath(certificatesEndpoints.pdf, { code });

/** A course certificate as the access record and the progress answer show it. */
export const accessCertificateView = (row: CertificateRow | undefined | null) =>
  row?.code
    ? {
        id: row.id,
        code: row.code,
        pdf: certificatePdfPath(row.code),
        issued_at: row.created.toISOString(),
      }
    : null;

/** The user's course certificate of a course, if issued. */
export async function findCourseCertificate(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({ certificate: certificates })
    .from(certificates)
    .innerJoin(profiles, eq(profiles.id, certificates.userProfileId))
    .where(and(eq(profiles.userId, userId), eq(certificates.courseId, courseId)));
  return row?.certificate ?? null;
}

/**
 * Issues the course's completion certificate to the user once (every video complete): a
 * random code, the holder's name, the course title in every language and the language of issue.
 * Returns the certificate, new or already issued. A new one's mail is queued with it.
 */
export async function issueCompletionCertificate(
  deps: CompletionDeps,
  userId: number,
  courseId: number,
  lang?: Language,
): Promise<CertificateRow | null> {
  const { db } = deps;
  const [row] = await db
    .select({ profile: profiles, user: users, course: courses })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .innerJoin(courses, eq(courses.id, courseId))
    .where(eq(profiles.userId, userId));
  if (!row) return null;
  const existing = await findCourseCertificate(db, userId, courseId);
  if (existing) return existing;
  const language: Language =
    lang ??
    (await purchaseLanguage(db, userId, courseId)) ??
    (isLanguage(row.profile.lang) ? row.profile.lang : 'ro');
  const holderName =
    `${row.user.firstName} ${row.user.lastName}`.trim() || row.profile.name || row.user.email;
  const code = newCertificateCode();
  const created = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(certificates)
      .values({
        userProfileId: row.profile.id,
        image: row.course.completionCertificate ?? certificatePdfPath(code),
        show: true,
        forCompletingTheCourse: true,
        title: row.course.name,
        courseName: row.course.name,
        courseId,
        code,
        holderName,
        lang: language,
      })
      .onConflictDoNothing()
      .returning();
    // The holder is mailed the certificate once it is issued.
    if (inserted) await deps.outbox.mail(tx, { kind: 'certificate', certificateId: inserted.id });
    return inserted;
  });
  // A concurrent request issued it first: that one is the certificate.
  if (!created) return findCourseCertificate(db, userId, courseId);
  return created;
}

/**
 * The course progress the server trusts: the mean of the video entries it stored (a video never
 * reported counts 0) by the contract's rule, which normalises each video, not the mean; stored
 * on the access record. It is 100 only when every video is complete, and only then is the
 * completion certificate issued (and mailed).
 */
export async function syncCourseProgress(
  deps: CompletionDeps,
  access: typeof courseAccess.$inferSelect,
  lang?: Language,
) {
  const { db } = deps;
  // One computation at a time per access record (row lock): two reports at once cannot store a
  // mean that misses the other's entry.
  const progress = await db.transaction(async (tx) => {
    await tx
      .select({ id: courseAccess.id })
      .from(courseAccess)
      .where(eq(courseAccess.id, access.id))
      .for('update');
    const rows = await tx
      .select({ viewed: courseVideoAccess.howManyViewed })
      .from(courseVideos)
      .leftJoin(
        courseVideoAccess,
        and(
          eq(courseVideoAccess.videoId, courseVideos.id),
          eq(courseVideoAccess.accessId, access.id),
        ),
      )
      .where(eq(courseVideos.courseId, access.courseId));
    const mean = courseProgress(rows.map((r) => r.viewed ?? 0));
    await tx.update(courseAccess).set({ fullProgress: mean }).where(eq(courseAccess.id, access.id));
    return mean;
  });
  const certificate = isProgressComplete(progress)
    ? await issueCompletionCertificate(deps, access.userId, access.courseId, lang)
    : await findCourseCertificate(db, access.userId, access.courseId);
  return { fullProgress: progress, certificate };
}
