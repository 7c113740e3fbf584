import {
  LEGAL_PDF_ONLY,
  LEGAL_SLOTS,
  type LegalDocument,
  type LegalSlot,
  legalDocumentPaths,
} from '@academy/contract/back-office/site';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { legalDocuments, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import type { Storage } from '../../lib/storage';
import { MEDIA_PREFIX, savePdfUpload, type UploadTarget } from '../../lib/uploads';
import { staffName } from './inbox-requests.service';

/**
 * The legal PDFs staff upload per kind, region and language (issue 27). Each one is served at
 * its slot's public paths (spec 7.5) instead of the document shipped with the server; removing
 * it brings the shipped one back. The files are kept in the storage under `legal/`, named by us,
 * and deleted once no longer served.
 */

type Row = typeof legalDocuments.$inferSelect;

/** Which slot each public path serves (`/terms/terms_fr.pdf` is Moldova's English terms). */
const SLOT_OF_PATH = new Map<string, LegalSlot>(
  LEGAL_SLOTS.flatMap((slot) => legalDocumentPaths(slot).map((path) => [path, slot] as const)),
);

const ofSlot = ({ kind, region, lang }: LegalSlot) =>
  and(
    eq(legalDocuments.kind, kind),
    eq(legalDocuments.region, region),
    eq(legalDocuments.lang, lang),
  );

const sameSlot = (a: LegalSlot, b: { kind: string; region: string; lang: string }) =>
  a.kind === b.kind && a.region === b.region && a.lang === b.lang;

type Uploaded = Pick<Row, 'id' | 'updated'> & { updatedBy: { id: number; name: string } | null };

function documentView(slot: LegalSlot, uploaded: Uploaded | undefined): LegalDocument {
  return {
    ...slot,
    path: legalDocumentPaths(slot)[0] ?? '',
    id: uploaded?.id ?? null,
    source: uploaded ? 'uploaded' : 'default',
    updated: uploaded?.updated.toISOString() ?? null,
    updated_by: uploaded?.updatedBy ?? null,
  };
}

async function uploadedRows(db: Db | Tx, where?: ReturnType<typeof ofSlot>) {
  const rows = await db
    .select({
      id: legalDocuments.id,
      kind: legalDocuments.kind,
      region: legalDocuments.region,
      lang: legalDocuments.lang,
      updated: legalDocuments.updated,
      updatedById: users.id,
      updatedByName: staffName,
    })
    .from(legalDocuments)
    .leftJoin(users, eq(users.id, legalDocuments.updatedBy))
    .where(where);
  return rows.map(({ updatedById, updatedByName, ...row }) => ({
    ...row,
    updatedBy: updatedById === null ? null : { id: updatedById, name: updatedByName },
  }));
}

/** Every slot of the grid, uploaded or served from the shipped document. */
export async function listLegalDocuments(db: Db) {
  const rows = await uploadedRows(db);
  const results = LEGAL_SLOTS.map((slot) =>
    documentView(
      slot,
      rows.find((row) => sameSlot(slot, row)),
    ),
  );
  return { count: results.length, results };
}

/** Stores a slot's PDF and serves it from now on (replacing an earlier upload); audited. */
export async function uploadLegalDocument(
  db: Db,
  target: UploadTarget,
  actorId: number,
  upload: LegalSlot & { file: File },
): Promise<LegalDocument> {
  const slot: LegalSlot = { kind: upload.kind, region: upload.region, lang: upload.lang };
  const url = await savePdfUpload(target, upload.file, {
    field: 'file',
    folder: 'legal',
    message: LEGAL_PDF_ONLY,
  });
  const file = url.slice(MEDIA_PREFIX.length);
  const { id, replaced } = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(legalDocuments).where(ofSlot(slot)).for('update');
    // Two uploads at once for a slot none had: the unique key makes the second a replacement.
    const [row] = await tx
      .insert(legalDocuments)
      .values({ ...slot, file, updatedBy: actorId })
      .onConflictDoUpdate({
        target: [legalDocuments.kind, legalDocuments.region, legalDocuments.lang],
        set: { file, updatedBy: actorId, updated: new Date() },
      })
      .returning();
    if (!row) throw new Error('legal document not stored');
    await recordAudit(tx, {
      actorId,
      action: before ? 'legal_document.replace' : 'legal_document.upload',
      entity: 'legal_document',
      entityId: row.id,
      before: before ? { ...slot, file: before.file } : null,
      after: { ...slot, file },
    });
    return { id: row.id, replaced: before?.file };
  });
  // Served no more once the new one is committed (a failure leaves an unused file, no harm).
  if (replaced) await target.storage.remove(replaced);
  const [uploaded] = await uploadedRows(db, eq(legalDocuments.id, id));
  return documentView(slot, uploaded);
}

/** Removes an upload: its slot's paths serve the shipped document again; audited. */
export async function removeLegalDocument(
  db: Db,
  storage: Storage,
  actorId: number,
  id: number,
): Promise<LegalDocument> {
  const { slot, file } = await db.transaction(async (tx) => {
    const [row] = await tx.delete(legalDocuments).where(eq(legalDocuments.id, id)).returning();
    if (!row) throw notFound();
    const found = LEGAL_SLOTS.find((candidate) => sameSlot(candidate, row));
    if (!found) throw new Error(`legal document ${id} has no slot`);
    await recordAudit(tx, {
      actorId,
      action: 'legal_document.remove',
      entity: 'legal_document',
      entityId: id,
      before: { ...found, file: row.file },
      after: null,
    });
    return { slot: found, file: row.file };
  });
  await storage.remove(file);
  return documentView(slot, undefined);
}

/** The storage key of the PDF uploaded for the slot a public path serves, or null. */
async function uploadedLegalFile(db: Db, path: string): Promise<string | null> {
  const slot = SLOT_OF_PATH.get(path);
  if (!slot) return null;
  const [row] = await db
    .select({ file: legalDocuments.file })
    .from(legalDocuments)
    .where(ofSlot(slot));
  return row?.file ?? null;
}

/**
 * The answer of a legal PDF's public path (`/docs/ro/terms_ro.pdf`): the PDF staff uploaded for
 * its slot, served like every uploaded PDF (a download under a sandbox), else `shipped`, the
 * document that comes with the server (also when the upload's file is gone from the storage).
 */
export async function legalDocumentAnswer(
  vars: { db: Db; services: { storage: Storage } },
  path: string,
  range: string | undefined,
  shipped: (range: string | undefined) => Promise<Response | null>,
): Promise<Response | null> {
  const uploaded = await uploadedLegalFile(vars.db, path);
  const answer = uploaded ? await vars.services.storage.answer(uploaded, 'upload', range) : null;
  return answer ?? shipped(range);
}
