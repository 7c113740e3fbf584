import {
  IMAGE_REFUSALS,
  IMAGE_VARIANTS,
  uploadedImageSchema,
} from '@academy/contract/back-office/images';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../../db/schema';
import { auditLines } from '../../test/audit';
import { FILES, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';
import { imageColumns } from './images.service';
import { testPhoto as photo } from './images-test-fixtures';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let editor: string;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await login(ctx.app, 'editor@academy.demo');
});
afterAll(() => ctx.database.close());

/** One camera-sized photo for the tests that need one (making it takes seconds). */
let cameraPhoto: Promise<Buffer> | undefined;
const camera = () => {
  cameraPhoto ??= photo();
  return cameraPhoto;
};
/** A 12-megapixel photo resized into up to five WebP files: seconds on a busy 2-core machine. */
const HEAVY = { timeout: 90_000 };

const upload = (file: File | null, purpose: string, token = editor) => {
  const form = new FormData();
  if (file) form.append('file', file);
  form.append('purpose', purpose);
  return send(ctx.app, 'POST', '/admin/images/', { token, form });
};
const jpegFile = (bytes: Buffer, name = 'cover.jpg') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('POST /admin/images/', () => {
  it(
    'resizes a 4000×3000 course cover into a large image and a card thumbnail under 100 KB',
    HEAVY,
    async () => {
      const res = await upload(jpegFile(await camera()), 'course_cover');
      expect(res.status).toBe(201);
      const image = uploadedImageSchema.parse(await res.json());
      expect(image).toMatchObject({ purpose: 'course_cover', width: 4000, height: 3000 });
      expect(image.variants.map((v) => v.name)).toEqual(['image', 'image_thumbnail']);
      const thumbnail = image.variants.find((v) => v.name === 'image_thumbnail');
      expect(thumbnail).toMatchObject({ width: 640, height: 480 });
      expect(image.variants.find((v) => v.name === 'image')).toMatchObject({
        width: 1600,
        height: 1200,
      });
      const served = await ctx.app.request(thumbnail?.url ?? '');
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(100 * 1024);
      expect(await sharp(bytes).metadata()).toMatchObject({
        format: 'webp',
        width: 640,
        height: 480,
      });
      // The row keeps every file's size; the upload is audited.
      const [row] = await ctx.database.db.select().from(images).where(eq(images.id, image.id));
      expect(row?.variants.find((v) => v.name === 'image_thumbnail')?.bytes).toBe(bytes.byteLength);
      const audited = await auditLines(ctx.database.db, {
        action: 'image.upload',
        entityId: image.id,
      });
      expect(audited).toHaveLength(1);
    },
  );

  it('turns a photo upright by its EXIF orientation, drops its metadata and never enlarges', async () => {
    // Stored 300×200 with "rotate 90° clockwise" (orientation 6): upright it is 200×300.
    const exif = { IFD0: { Copyright: 'camera owner' } };
    const sideways = await sharp(await photo(300, 200))
      .withMetadata({ orientation: 6 })
      .withExifMerge(exif)
      .jpeg()
      .toBuffer();
    const image = uploadedImageSchema.parse(await json(upload(jpegFile(sideways), 'course_cover')));
    expect(image).toMatchObject({ width: 200, height: 300 });
    for (const variant of image.variants) {
      expect(variant).toMatchObject({ width: 200, height: 300 });
      const meta = await sharp(
        Buffer.from(await (await ctx.app.request(variant.url)).arrayBuffer()),
      ).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });

  it('fills the slider’s four frames of a hero slide', HEAVY, async () => {
    const image = uploadedImageSchema.parse(
      await json(upload(jpegFile(await camera()), 'hero_slide')),
    );
    const sizes = Object.fromEntries(image.variants.map((v) => [v.name, [v.width, v.height]]));
    expect(sizes).toEqual({
      image: [2560, 1920],
      image_mobile_thumbnail: [860, 800],
      image_tablet_thumbnail: [1024, 640],
      image_laptop_thumbnail: [1680, 709],
      image_pc_thumbnail: [2560, 945],
    });
    expect(image.variants.map((v) => v.name)).toEqual(IMAGE_VARIANTS.hero_slide.map((v) => v.name));
  });

  it('refuses a text file named .png, a PDF, an empty request and a wrong purpose', async () => {
    const fake = await upload(FILES.fakePng(), 'course_cover');
    expect(fake.status).toBe(400);
    expect(await fake.json()).toEqual({ file: [IMAGE_REFUSALS.notAnImage] });
    const pdf = await upload(FILES.pdf(), 'course_cover');
    expect(await pdf.json()).toEqual({ file: [IMAGE_REFUSALS.pdf] });
    const none = await upload(null, 'course_cover');
    expect(none.status).toBe(400);
    expect(Object.keys(await json(none))).toEqual(['file']);
    const purpose = await upload(FILES.png(), 'wallpaper');
    expect(purpose.status).toBe(400);
    expect(Object.keys(await json(purpose))).toEqual(['purpose']);
  });

  it('refuses a damaged image and a decompression bomb from its header', async () => {
    const cut = (await photo(400, 300)).subarray(0, 600);
    const damaged = await upload(jpegFile(Buffer.from(cut)), 'avatar');
    expect(await damaged.json()).toEqual({ file: [IMAGE_REFUSALS.unreadable] });
    // 10 000 × 10 000 of one colour: a few kilobytes that would decode to 300 MB.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: false });
    expect(bomb.byteLength).toBeLessThan(1024 * 1024);
    const res = await upload(new File([new Uint8Array(bomb)], 'bomb.png'), 'avatar');
    expect(await res.json()).toEqual({ file: [IMAGE_REFUSALS.tooManyPixels] });
  });

  it('refuses a file over the size limit', async () => {
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set([0xff, 0xd8, 0xff]);
    const res = await upload(new File([large], 'huge.jpg'), 'course_cover');
    expect(await res.json()).toEqual({ file: [IMAGE_REFUSALS.tooLarge] });
  });

  it('resizes uploads sent at the same time one after the other, each with its own files', async () => {
    const answers = await Promise.all(
      [320, 480, 640].map(async (width) =>
        uploadedImageSchema.parse(
          await json(upload(jpegFile(await photo(width, width)), 'avatar')),
        ),
      ),
    );
    expect(answers.map((image) => image.width)).toEqual([320, 480, 640]);
    expect(answers.map((image) => image.variants[0]?.width)).toEqual([320, 480, 512]);
    expect(new Set(answers.map((image) => image.variants[0]?.url)).size).toBe(3);
  });

  it('refuses a student', async () => {
    const student = await login(ctx.app, 'student.md@academy.demo');
    expect((await upload(FILES.png(), 'course_cover', student)).status).toBe(403);
    expect((await upload(FILES.png(), 'course_cover', '')).status).toBe(401);
  });
});

describe('imageColumns', () => {
  it('gives the columns of an image of the purpose, a field error on image_id otherwise', async () => {
    const image = uploadedImageSchema.parse(await json(upload(FILES.png(), 'author_diploma')));
    const columns = await imageColumns(ctx.database.db, image.id, 'author_diploma');
    expect(Object.keys(columns)).toEqual(['image', 'image_thumbnail']);
    expect(columns.image).toMatch(/^\/media\/images\/[0-9a-f-]{36}\/image\.webp$/);
    await expect(imageColumns(ctx.database.db, image.id, 'course_cover')).rejects.toMatchObject({
      errors: { image_id: [expect.stringContaining('author_diploma')] },
    });
    await expect(imageColumns(ctx.database.db, 999_999, 'course_cover')).rejects.toMatchObject({
      errors: { image_id: ['No such image: upload it again.'] },
    });
  });
});
