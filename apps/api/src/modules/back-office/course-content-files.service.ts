import type { StaffBanner, StaffProtocol } from '@academy/contract/back-office/course-content';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { courseBanners, protocols } from '../../db/schema';
import type { Translated } from '../../db/tables/common';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { MEDIA_PREFIX, savePdfUpload, type UploadTarget } from '../../lib/uploads';
import { courseOf } from './course-content.service';
import { noticeCourseAddition } from './course-content-notices.service';
import { staffBannerView, staffProtocolView } from './course-content-view';
import { imageColumns } from './images.service';

/** A course's protocols (PDF) and the player's banners, as its editors change them (issue 27). */

/** Where uploaded protocols are kept in the storage (seeded ones live under `demo/`). */
const PROTOCOLS_FOLDER = 'protocols';

/**
 * A new protocol: its PDF stored first (a refused file writes nothing), then the record, its
 * audit and, for a published course, its buyers' notice, in one transaction.
 */
export async function createProtocol(
  db: Db,
  target: UploadTarget,
  actorId: number,
  courseId: number,
  body: { file: File; title: Translated },
): Promise<StaffProtocol> {
  await courseOf(db, courseId);
  const file = await savePdfUpload(target, body.file, {
    field: 'file',
    folder: PROTOCOLS_FOLDER,
    message: 'Upload the protocol as a PDF file.',
  });
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(protocols)
      .values({ courseId, title: body.title, file })
      .returning();
    if (!row) throw new Error('protocol not inserted');
    await recordAudit(tx, {
      actorId,
      action: 'protocol.create',
      entity: 'protocol',
      entityId: row.id,
      after: { course: courseId, title: row.title, file },
    });
    await noticeCourseAddition(tx, courseId, 'protocol');
    return staffProtocolView(row);
  });
}

async function protocolOf(db: Db | Tx, protocolId: number) {
  const [row] = await db.select().from(protocols).where(eq(protocols.id, protocolId));
  if (!row) throw notFound();
  return row;
}

export async function updateProtocol(
  db: Db,
  actorId: number,
  protocolId: number,
  title: Translated,
): Promise<StaffProtocol> {
  return db.transaction(async (tx) => {
    const before = await protocolOf(tx, protocolId);
    const [row] = await tx
      .update(protocols)
      .set({ title })
      .where(eq(protocols.id, protocolId))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: 'protocol.update',
      entity: 'protocol',
      entityId: protocolId,
      before: { title: before.title },
      after: { title },
    });
    return staffProtocolView(row);
  });
}

/** Deletes a protocol, then its PDF when it was uploaded here (a seeded PDF is shared). */
export async function deleteProtocol(
  db: Db,
  target: UploadTarget,
  actorId: number,
  protocolId: number,
) {
  const row = await protocolOf(db, protocolId);
  await db.transaction(async (tx) => {
    await tx.delete(protocols).where(eq(protocols.id, protocolId));
    await recordAudit(tx, {
      actorId,
      action: 'protocol.delete',
      entity: 'protocol',
      entityId: protocolId,
      before: { course: row.courseId, title: row.title, file: row.file },
    });
  });
  if (row.file.startsWith(`${MEDIA_PREFIX}${PROTOCOLS_FOLDER}/`))
    await target.storage.remove(row.file.slice(MEDIA_PREFIX.length));
}

/** The banner's picture from an image uploaded as `course_banner` (its large file). */
async function bannerImage(db: Db, imageId: number) {
  const columns = await imageColumns(db, imageId, 'course_banner');
  return columns.image as string;
}

export async function createBanner(
  db: Db,
  actorId: number,
  courseId: number,
  body: { image_id: number; link: string },
): Promise<StaffBanner> {
  await courseOf(db, courseId);
  const image = await bannerImage(db, body.image_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courseBanners)
      .values({ courseId, image, link: body.link })
      .returning();
    if (!row) throw new Error('banner not inserted');
    await recordAudit(tx, {
      actorId,
      action: 'banner.create',
      entity: 'course_banner',
      entityId: row.id,
      after: { course: courseId, image, link: row.link },
    });
    return staffBannerView(row);
  });
}

async function bannerOf(db: Db, bannerId: number) {
  const [row] = await db.select().from(courseBanners).where(eq(courseBanners.id, bannerId));
  if (!row) throw notFound();
  return row;
}

export async function updateBanner(
  db: Db,
  actorId: number,
  bannerId: number,
  body: { image_id?: number; link?: string },
): Promise<StaffBanner> {
  const before = await bannerOf(db, bannerId);
  if (body.image_id === undefined && body.link === undefined) return staffBannerView(before);
  const image = body.image_id === undefined ? undefined : await bannerImage(db, body.image_id);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(courseBanners)
      .set({ image, link: body.link })
      .where(eq(courseBanners.id, bannerId))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actorId,
      action: 'banner.update',
      entity: 'course_banner',
      entityId: bannerId,
      before: { image: before.image, link: before.link },
      after: { image: row.image, link: row.link },
    });
    return staffBannerView(row);
  });
}

export async function deleteBanner(db: Db, actorId: number, bannerId: number) {
  const row = await bannerOf(db, bannerId);
  await db.transaction(async (tx) => {
    await tx.delete(courseBanners).where(eq(courseBanners.id, bannerId));
    await recordAudit(tx, {
      actorId,
      action: 'banner.delete',
      entity: 'course_banner',
      entityId: bannerId,
      before: { course: row.courseId, image: row.image, link: row.link },
    });
  });
}
