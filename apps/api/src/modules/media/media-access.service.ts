import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseAccess, courseVideos, protocols, users } from '../../db/schema';
import { ANYONE, type MediaScope } from './media-token';

/**
 * Whether the user a token was made for may fetch the files of its scope now, whatever they
 * could when it was made: a free-preview video is open to anyone; any other video, and every
 * protocol, only to a buyer of its course (an access record) or to staff (a role). Asked on
 * every file, so a refunded course closes its links at once.
 */
export async function isOpenTo(db: Db, scope: MediaScope, userId: number): Promise<boolean> {
  const [row] =
    scope.kind === 'video'
      ? await videoOpening(db, scope.id, userId)
      : await protocolOpening(db, scope.id, userId);
  if (!row) return false;
  if (row.freePreview) return true;
  return userId !== ANYONE && (row.bought !== null || Boolean(row.role));
}

/** How the user's access record of the file's course joins (none: they did not buy it). */
const bought = (
  courseId: typeof courseVideos.courseId | typeof protocols.courseId,
  userId: number,
) => and(eq(courseAccess.courseId, courseId), eq(courseAccess.userId, userId));

const videoOpening = (db: Db, videoId: number, userId: number) =>
  db
    .select({ freePreview: courseVideos.freePreview, bought: courseAccess.id, role: users.role })
    .from(courseVideos)
    .leftJoin(courseAccess, bought(courseVideos.courseId, userId))
    .leftJoin(users, eq(users.id, userId))
    .where(eq(courseVideos.id, videoId));

const protocolOpening = (db: Db, protocolId: number, userId: number) =>
  db
    .select({ freePreview: sql<boolean>`false`, bought: courseAccess.id, role: users.role })
    .from(protocols)
    .leftJoin(courseAccess, bought(protocols.courseId, userId))
    .leftJoin(users, eq(users.id, userId))
    .where(eq(protocols.id, protocolId));

/**
 * The lessons and protocols whose stored link is `link` (a file at `/media/…` that is not in a
 * video's own folder: an MP4 of a lesson not made into HLS, a protocol PDF). Empty: nobody's
 * file, served to anyone as before.
 */
export async function guardsOf(db: Db, link: string): Promise<MediaScope[]> {
  const [videos, pdfs] = await Promise.all([
    db.select({ id: courseVideos.id }).from(courseVideos).where(eq(courseVideos.videoLink, link)),
    db.select({ id: protocols.id }).from(protocols).where(eq(protocols.file, link)),
  ]);
  return [
    ...videos.map(({ id }) => ({ kind: 'video' as const, id })),
    ...pdfs.map(({ id }) => ({ kind: 'protocol' as const, id })),
  ];
}
