import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AccessRecord,
  accessRecordSchema,
  certificateVerificationSchema,
} from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createMailer } from '../../lib/mailer';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { newCertificateCode } from '../courses/completion.service';
import { renderCertificatePdf } from './certificate.pdf';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let student: string;
let doctor: string;
let record: AccessRecord;
let code = '';
beforeAll(async () => {
  ctx = await createTestApp();
  [student, doctor] = await Promise.all([
    login(ctx.app, DEMO.student),
    login(ctx.app, DEMO.doctor),
  ]);
  const list = await json<AccessRecord[]>(
    send(ctx.app, 'GET', '/ru/courses/access_list/', { token: student }),
  );
  const under = list.find((a) => a.full_progress > 0 && a.full_progress < 100);
  if (!under) throw new Error('the demo student has no course under way');
  record = under;
});
afterAll(() => ctx.database.close());

describe('the completion certificate', () => {
  it('is issued once when the stored progress reaches 100, and mailed', async () => {
    await ctx.sendQueuedMail();
    const before = ctx.services.mailer.outbox.length;
    for (const video of record.course.courses_video) {
      const res = await send(ctx.app, 'POST', '/courses/access-course-video/', {
        token: student,
        body: { access_to_courses: record.id, video: video.id, how_many_viewed: 95 },
      });
      expect(res.status).toBe(201);
    }
    const player = accessRecordSchema.parse(
      await json(send(ctx.app, 'GET', `/ru/courses/access_list/${record.id}/`, { token: student })),
    );
    expect(player.full_progress).toBe(100);
    expect(player.course.courses_video.every((v) => v.watched)).toBe(true);
    code = player.certificate?.code ?? '';
    expect(code).toMatch(/^[A-Z2-7]{16}$/);
    expect(player.certificate?.pdf).toBe(`/certificates/${code}.pdf`);
    // Reports after completion issue nothing more.
    await send(ctx.app, 'PATCH', `/courses/access_list/${record.id}/`, {
      token: student,
      body: { full_progress: 100, lang: 'en' },
    });
    await ctx.sendQueuedMail();
    const mails = ctx.services.mailer.outbox.slice(before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(DEMO.student);
    const eml = mail?.eml ?? '';
    expect(eml).toContain('multipart/alternative');
    expect(eml).toContain('text/plain');
    expect(eml).toContain('text/html');
    expect(eml).toContain('application/pdf');
    expect(eml).toContain(`certificate-${code}.pdf`);
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/`);
    expect(mail?.text).toContain(`/certificate/${code}`);
    expect(mail?.html).toContain(`/certificate/${code}`);
  });

  it('is confirmed publicly by its code, with nothing else about the person', async () => {
    const res = await send(ctx.app, 'GET', `/en/certificates/verify/${code}/`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['code', 'course_title', 'holder_name', 'issued_at']);
    const verified = certificateVerificationSchema.parse(body);
    expect(verified.code).toBe(code);
    expect(verified.holder_name).not.toBe('');
    expect(Date.parse(verified.issued_at)).not.toBeNaN();
    // The course is named in the reader's language, whatever language it was issued in.
    for (const lang of ['en', 'ro'] as const) {
      const course = accessRecordSchema.parse(
        await json(
          send(ctx.app, 'GET', `/${lang}/courses/access_list/${record.id}/`, { token: student }),
        ),
      ).course;
      const inLang = certificateVerificationSchema.parse(
        await json(send(ctx.app, 'GET', `/${lang}/certificates/verify/${code}/`)),
      );
      expect(inLang.course_title).toBe(course.name);
    }
    // Case does not matter to a person typing it.
    expect(
      (await send(ctx.app, 'GET', `/ro/certificates/verify/${code.toLowerCase()}/`)).status,
    ).toBe(200);
    const unknown = await send(ctx.app, 'GET', '/ro/certificates/verify/AAAAAAAAAAAAAAAA/');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ detail: expect.any(String) });
  });

  it('is rate-limited like the other public routes', async () => {
    const limited = ctx.withEnv({ RATE_LIMIT_MAX: '2' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await limited.request(`/ro/certificates/verify/${code}/`)).status);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('downloads as a PDF for its holder only', async () => {
    const res = await send(ctx.app, 'GET', `/certificates/${code}.pdf`, { token: student });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('DejaVuSans');
    expect(
      (await send(ctx.app, 'GET', `/certificates/${code}.pdf`, { token: doctor })).status,
    ).toBe(404);
    expect((await send(ctx.app, 'GET', `/certificates/${code}.pdf`)).status).toBe(401);
    expect(
      (await send(ctx.app, 'GET', '/certificates/AAAAAAAAAAAAAAAA.pdf', { token: student })).status,
    ).toBe(404);
  });
});

describe('reports at the same time', () => {
  it('store the mean of all of them and issue one certificate', async () => {
    const [owned] = await json<AccessRecord[]>(
      send(ctx.app, 'GET', '/ro/courses/access_list/', { token: doctor }),
    );
    if (!owned) throw new Error('the doctor owns no course');
    await ctx.sendQueuedMail();
    const before = ctx.services.mailer.outbox.length;
    const statuses = await Promise.all(
      owned.course.courses_video.flatMap((video) =>
        [60, 100].map(async (viewed) => {
          const res = await send(ctx.app, 'POST', '/courses/access-course-video/', {
            token: doctor,
            body: { access_to_courses: owned.id, video: video.id, how_many_viewed: viewed },
          });
          return res.status;
        }),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([201]));
    const done = accessRecordSchema.parse(
      await json(send(ctx.app, 'GET', `/ro/courses/access_list/${owned.id}/`, { token: doctor })),
    );
    expect(done.full_progress).toBe(100);
    expect(done.certificate?.code).toMatch(/^[A-Z2-7]{16}$/);
    await ctx.sendQueuedMail();
    const mails = ctx.services.mailer.outbox.slice(before).filter((m) => m.to === DEMO.doctor);
    expect(mails).toHaveLength(1);
  });
});

describe('certificate parts', () => {
  it('makes random, distinct base32 codes', () => {
    const codes = new Set(Array.from({ length: 500 }, newCertificateCode));
    expect(codes.size).toBe(500);
    for (const one of codes) expect(one).toMatch(/^[A-Z2-7]{16}$/);
  });

  it('renders Romanian and Russian names in an embedded font', async () => {
    for (const [lang, holderName, courseTitle] of [
      ['ro', 'Ștefan Țurcanu', 'Îngrijirea pielii și fața'],
      ['ru', 'Анна Щербакова', 'Уход за кожей'],
    ] as const) {
      const pdf = await renderCertificatePdf({
        code: 'ABCDEFGHJKLMNPQR',
        holderName,
        courseTitle,
        issuedAt: new Date('2026-11-23T12:00:00Z'),
        lang,
        verifyUrl: `http://127.0.0.1:8000/${lang}/certificate/ABCDEFGHJKLMNPQR`,
      });
      const raw = pdf.toString('latin1');
      expect(raw.startsWith('%PDF-')).toBe(true);
      expect(raw).toContain('/FontFile2');
      expect(raw).toContain('DejaVuSans');
      // Only the embedded font is used: no standard font that lacks ș, ț and Cyrillic.
      expect(raw).not.toContain('/BaseFont /Helvetica');
    }
  });

  it('writes each mail as an .eml file in DATA_DIR/mail, text and HTML', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'academy-mail-'));
    try {
      const mailer = createMailer(loadConfig({ DATA_DIR: dir }));
      await mailer.send({
        to: 'a@example.com',
        subject: 'Ștefan',
        text: 'plain ș',
        html: '<p>html ș</p>',
        attachments: [
          { filename: 'a.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' },
        ],
      });
      const files = await readdir(join(dir, 'mail'));
      expect(files).toHaveLength(1);
      const eml = await readFile(join(dir, 'mail', files[0] ?? ''), 'utf8');
      expect(eml).toContain('multipart/alternative');
      expect(eml).toContain('filename=a.pdf');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
