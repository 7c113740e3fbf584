import {
  LEGAL_PDF_ONLY,
  LEGAL_SLOT_UNKNOWN,
  LEGAL_SLOTS,
  legalDocumentListSchema,
  legalDocumentSchema,
} from '@academy/contract/back-office/site';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDocuments } from '../../db/schema';
import { auditLines } from '../../test/audit';
import { json, send } from '../../test/helpers';
import { createStaffTestApp } from '../../test/staff';

let ctx: Awaited<ReturnType<typeof createStaffTestApp>>['ctx'];
let editor: string;
beforeAll(async () => {
  const staff = await createStaffTestApp(['editor']);
  ctx = staff.ctx;
  editor = staff.tokens.editor;
});
afterAll(() => ctx.database.close());

const pdf = (text: string, name = 'terms.pdf') =>
  new File([`%PDF-1.7\n% ${text}\n%%EOF\n`], name, { type: 'application/pdf' });

function upload(slot: { kind: string; region: string; lang: string }, file: File) {
  const form = new FormData();
  for (const [name, value] of Object.entries(slot)) form.append(name, value);
  form.append('file', file);
  return send(ctx.app, 'POST', '/admin/legal-documents/', { token: editor, form });
}

const served = async (path: string) => {
  const res = await ctx.app.request(path);
  return { status: res.status, res, text: await res.text() };
};

describe('legal PDFs per region and language', () => {
  it('lists every slot, each served by its shipped document until one is uploaded', async () => {
    const list = legalDocumentListSchema.parse(
      await json(send(ctx.app, 'GET', '/admin/legal-documents/', { token: editor })),
    );
    expect(list.count).toBe(LEGAL_SLOTS.length);
    expect(list.results.every((document) => document.source === 'default')).toBe(true);
    // Each slot's own path answers the shipped PDF: the grid links none that is missing.
    for (const document of list.results) {
      const answer = await served(document.path);
      expect(answer.status, document.path).toBe(200);
      expect(answer.text.startsWith('%PDF-'), document.path).toBe(true);
    }
  });

  it("serves Romania's uploaded Romanian terms at their path, then the shipped ones once removed", async () => {
    const shipped = await served('/docs/ro/terms_ro.pdf');
    const res = await upload({ kind: 'terms', region: 'ro', lang: 'ro' }, pdf('new terms'));
    expect(res.status).toBe(200);
    const document = legalDocumentSchema.parse(await res.json());
    expect(document).toMatchObject({ source: 'uploaded', path: '/docs/ro/terms_ro.pdf' });
    expect(document.updated_by?.id).toBeGreaterThan(0);

    const now = await served('/docs/ro/terms_ro.pdf');
    expect(now.status).toBe(200);
    expect(now.text).toContain('new terms');
    expect(now.res.headers.get('content-type')).toBe('application/pdf');
    // Uploaded by staff: a download under a sandbox, never drawn on the site's origin.
    expect(now.res.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(now.res.headers.get('cache-control')).toBe('public, no-cache');
    // The other regions and languages keep theirs.
    expect((await served('/docs/md/terms_ro.pdf')).text).not.toContain('new terms');
    expect((await served('/docs/ro/terms_ru.pdf')).text).not.toContain('new terms');

    const removed = await send(ctx.app, 'DELETE', `/admin/legal-documents/${document.id}/`, {
      token: editor,
    });
    expect(legalDocumentSchema.parse(await removed.json())).toMatchObject({
      source: 'default',
      id: null,
    });
    const again = await served('/docs/ro/terms_ro.pdf');
    expect(again.text).toBe(shipped.text);
    expect(again.res.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(
      (await send(ctx.app, 'DELETE', `/admin/legal-documents/${document.id}/`, { token: editor }))
        .status,
    ).toBe(404);
  });

  it("replaces an upload; Moldova's English terms also answer the language-only paths, es and fr", async () => {
    const slot = { kind: 'terms', region: 'md', lang: 'en' };
    expect((await upload(slot, pdf('first'))).status).toBe(200);
    const fileOf = async () =>
      (await ctx.database.db.select().from(legalDocuments).where(eq(legalDocuments.lang, 'en')))[0]
        ?.file;
    const first = await fileOf();
    expect((await served(`/media/${first}`)).text).toContain('first');
    const second = legalDocumentSchema.parse(await json(upload(slot, pdf('second'))));
    // The replaced file is deleted: served nowhere any more.
    expect((await served(`/media/${first}`)).status).toBe(404);
    expect(await fileOf()).not.toBe(first);
    for (const path of ['/docs/md/terms_en.pdf', '/terms/terms_en.pdf', '/terms/terms_fr.pdf']) {
      expect((await served(path)).text, path).toContain('second');
    }
    expect((await served('/terms/terms_es.pdf')).text).toContain('second');
    expect((await served('/terms/terms_ro.pdf')).text).not.toContain('second');

    const audit = await auditLines(ctx.database.db, {
      entity: 'legal_document',
      entityId: second.id ?? 0,
    });
    expect(audit.map((entry) => entry.action)).toEqual([
      'legal_document.upload',
      'legal_document.replace',
    ]);
    expect(audit[1]?.before).toMatchObject({ kind: 'terms', region: 'md', lang: 'en' });
    expect(audit[1]?.after).not.toEqual(audit[1]?.before);
  });

  it('refuses what is not a PDF, whatever its name, and a language the document does not exist in', async () => {
    const slot = { kind: 'policy', region: 'ru', lang: 'fr' };
    const renamed = new File(['just some text'], 'policy.pdf', { type: 'application/pdf' });
    const pdfAsText = new File(['%PDF-1.4\n%%EOF\n'], 'policy.txt', { type: 'text/plain' });
    for (const file of [renamed, pdfAsText]) {
      const res = await upload(slot, file);
      expect(res.status, file.name).toBe(400);
      expect(await res.json()).toEqual({ file: [LEGAL_PDF_ONLY] });
    }
    const cookie = await upload({ kind: 'cookie', region: 'md', lang: 'ro' }, pdf('cookies'));
    expect(cookie.status).toBe(400);
    expect(await cookie.json()).toEqual({ lang: [LEGAL_SLOT_UNKNOWN] });
    expect((await served('/policy_ru/policy_fr.pdf')).text).not.toContain('some text');
  });
});
