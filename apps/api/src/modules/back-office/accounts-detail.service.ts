import type { AccountDetail } from '@academy/contract/back-office/accounts';
import { isLanguage, type Language } from '@academy/contract/languages';
import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { certificates, courseAccess, courses, orders, profiles, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { fileTypeOf } from '../../lib/file-answer';
import { pick } from '../../lib/i18n';
import type { Storage } from '../../lib/storage';
import { sessionList } from '../auth/sessions.service';
import { accountColumns, accountRowView } from './accounts-list.service';

/** Stored uploads are `/media/<key>`: the storage's key of one. */
const storageKey = (path: string) => path.replace(/^\/media\//, '');

function diplomaKind(path: string | null): 'image' | 'pdf' | null {
  const type = path ? fileTypeOf(path) : null;
  if (!type) return null;
  return type === 'application/pdf' ? 'pdf' : 'image';
}

/** An account's page for staff: profile, orders, courses, certificates and live sessions. */
export async function accountDetail(
  db: Db,
  config: Pick<Config, 'tokenIdleDays' | 'tokenLifetimeDays'>,
  id: number,
  lang: Language,
): Promise<AccountDetail> {
  const [row] = await db
    .select({
      ...accountColumns,
      name: profiles.name,
      specialization: profiles.specialization,
      lang: profiles.lang,
      profileId: profiles.id,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id));
  if (!row) throw notFound();
  const [orderRows, accessRows, certificateRows, sessions] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.created), desc(orders.id)),
    db
      .select({ access: courseAccess, name: courses.name })
      .from(courseAccess)
      .innerJoin(courses, eq(courses.id, courseAccess.courseId))
      .where(eq(courseAccess.userId, id))
      .orderBy(asc(courseAccess.created)),
    row.profileId === null
      ? []
      : db
          .select()
          .from(certificates)
          .where(eq(certificates.userProfileId, row.profileId))
          .orderBy(desc(certificates.created)),
    sessionList(db, config, id, undefined),
  ]);
  const owned = accessRows.map((r) => r.access.courseId);
  const grantable = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(
      and(eq(courses.isActive, true), owned.length ? notInArray(courses.id, owned) : undefined),
    )
    .orderBy(asc(courses.position), asc(courses.id));
  return {
    account: {
      ...accountRowView(row),
      name: row.name ?? '',
      specialization: row.specialization ?? '',
      lang: isLanguage(row.lang) ? row.lang : 'ro',
      diploma: diplomaKind(row.registrationFile),
      reviewed_at: row.reviewedAt?.toISOString() ?? null,
      rejection_reason: row.rejectionReason,
    },
    orders: orderRows.map((order) => ({
      id: order.id,
      created: order.created.toISOString(),
      status: order.status as AccountDetail['orders'][number]['status'],
      total: Number(order.total),
      currency: order.currency,
    })),
    courses: accessRows.map(({ access, name }) => ({
      id: access.courseId,
      title: pick(name, lang),
      progress: access.fullProgress,
      granted: access.created.toISOString(),
      order_id: access.orderId,
    })),
    grantable: grantable.map((course) => ({ id: course.id, title: pick(course.name, lang) })),
    certificates: certificateRows.map((certificate) => ({
      id: certificate.id,
      title: pick(certificate.title ?? certificate.courseName, lang),
      image: certificate.image,
      code: certificate.code,
      created: certificate.created.toISOString(),
    })),
    sessions: sessions.map(({ current: _current, ...session }) => session),
  };
}

/**
 * The diploma of account `id` for staff, with its own type, shown in the page (inline) and
 * kept by no cache; a bucket's answer (a redirect to a signed address) is passed on as it is.
 */
export async function diplomaAnswer(db: Db, storage: Storage, id: number): Promise<Response> {
  const [row] = await db
    .select({ file: profiles.registrationFile })
    .from(profiles)
    .where(eq(profiles.userId, id));
  const type = row?.file ? fileTypeOf(row.file) : null;
  if (!row?.file || !type) throw notFound();
  const answer = await storage.answer(storageKey(row.file), 'upload', undefined);
  if (!answer) throw notFound();
  if (answer.status >= 300 && answer.status < 400) return answer;
  const headers = new Headers(answer.headers);
  headers.set('Content-Type', type);
  headers.set('Content-Disposition', `inline; filename="${row.file.split('/').pop()}"`);
  headers.set('Cache-Control', 'no-store');
  // Drawn in the back office's own frame (a PDF viewer), running nothing of its own.
  headers.set(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'",
  );
  return new Response(answer.body, { status: answer.status, headers });
}
