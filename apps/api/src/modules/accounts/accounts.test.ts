import {
  certificateSchema,
  paymentHistorySchema,
  profileSchema,
  specialistListSchema,
  userWithProfileSchema,
  workSlideSchema,
} from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '../../db/schema';
import { DEMO, FILES, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let specialist: string;
let student: string;
let me: { id: number; profile_id: number };
beforeAll(async () => {
  ctx = await createTestApp();
  specialist = await login(ctx.app, DEMO.specialist);
  student = await login(ctx.app, DEMO.student);
  me = await json(send(ctx.app, 'GET', '/auth/users/me/', { token: specialist }));
});
afterAll(() => ctx.database.close());

describe('specialists directory', () => {
  it('lists only active landing pages: photos first, then consultation price desc', async () => {
    const list = specialistListSchema.parse(
      await json(send(ctx.app, 'GET', '/ro/accounts/users/')),
    );
    const names = list.map((u) => u.profile.name);
    expect(names).not.toContain('Tatiana Lupu');
    expect(names).toEqual(['Natalia Moraru', 'Maria Dumitrescu', 'Sergiu Rotaru']);
    expect(list[0]?.profile).not.toHaveProperty('phone');
    expect(list[0]?.profile.certificates_and_diplomas.every((c) => c.show)).toBe(true);
  });

  it('filters by id', async () => {
    const list = specialistListSchema.parse(
      await json(send(ctx.app, 'GET', `/ro/accounts/users/?id=${me.id}`)),
    );
    expect(list.map((u) => u.id)).toEqual([me.id]);
  });

  it('shows a profile publicly only for an active landing page, always to its owner', async () => {
    const pub = userWithProfileSchema.parse(
      await json(send(ctx.app, 'GET', `/accounts/users/${me.id}/`)),
    );
    expect(pub.profile.user_page_slide.length).toBeGreaterThan(0);
    const studentMe = await json<{ id: number }>(
      send(ctx.app, 'GET', '/auth/users/me/', { token: student }),
    );
    expect((await send(ctx.app, 'GET', `/ru/accounts/users/${studentMe.id}/`)).status).toBe(404);
    const own = userWithProfileSchema.parse(
      await json(send(ctx.app, 'GET', `/ru/accounts/users/${studentMe.id}/`, { token: student })),
    );
    expect(own.profile.phone).toBeDefined();
  });
});

describe('profile edit', () => {
  it('saves fields, sanitizes the description and stores the avatar', async () => {
    const form = new FormData();
    form.append('name', 'Natalia M.');
    form.append(
      'description',
      '<h2>Hi</h2><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><script>x</script>',
    );
    form.append('consultation_price', '950');
    form.append('currency', 'EUR');
    form.append('image', FILES.png());
    const res = await send(ctx.app, 'PATCH', `/ro/accounts/user_profile/${me.profile_id}/`, {
      token: specialist,
      form,
    });
    expect(res.status).toBe(200);
    const profile = profileSchema.parse(await res.json());
    expect(profile).toMatchObject({ name: 'Natalia M.', consultation_price: 950, currency: 'eur' });
    expect(profile.description).toBe('<h2>Hi</h2><a rel="noopener noreferrer nofollow">x</a>');
    // Resized through the images' pipeline (issue 27): a WebP avatar, whatever was sent.
    expect(profile.image).toMatch(/^\/media\/images\/[0-9a-f-]{36}\/image\.webp$/);
    const served = await ctx.app.request(profile.image ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it("answers 404 for another user's profile", async () => {
    const form = new FormData();
    form.append('name', 'Hacked');
    const res = await send(ctx.app, 'PATCH', `/ro/accounts/user_profile/${me.profile_id}/`, {
      token: student,
      form,
    });
    expect(res.status).toBe(404);
  });

  it('refuses a file whose bytes are not an image', async () => {
    const form = new FormData();
    form.append('image', FILES.fakePng());
    const res = await send(ctx.app, 'PATCH', `/ro/accounts/user_profile/${me.profile_id}/`, {
      token: specialist,
      form,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('image');
  });
});

describe('certificates', () => {
  it('keeps a course certificate the academy issued: its owner cannot delete it', async () => {
    const [issued] = await ctx.database.db
      .insert(certificates)
      .values({ userProfileId: me.profile_id, image: 'x.pdf', forCompletingTheCourse: true })
      .returning({ id: certificates.id });
    const res = await send(
      ctx.app,
      'DELETE',
      `/accounts/certificates_and_diplomas/${issued?.id}/`,
      { token: specialist },
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toHaveProperty('detail');
  });

  it('uploads, toggles and deletes own certificates; 404 for others', async () => {
    const form = new FormData();
    form.append('user_profile_id', String(me.profile_id));
    form.append('image', FILES.pdf());
    form.append('show', 'false');
    form.append('for_completing_the_course', 'true');
    const res = await send(ctx.app, 'POST', '/accounts/certificates_and_diplomas/', {
      token: specialist,
      form,
    });
    expect(res.status).toBe(201);
    const cert = certificateSchema.parse(await res.json());
    expect(cert).toMatchObject({ show: false, for_completing_the_course: false });
    // Named by the file the user chose, not by the random name it is stored under.
    expect(cert).toMatchObject({ title_ro: FILES.pdf().name.replace(/\.pdf$/, '') });
    const pdf = await ctx.app.request(cert.image);
    // A download under a sandbox, never drawn on the site's origin (media.test.ts).
    expect(pdf.headers.get('content-disposition')).toMatch(
      /^attachment; filename="[0-9a-f-]{36}\.pdf"$/,
    );

    expect(
      (
        await send(ctx.app, 'PATCH', `/accounts/certificates_and_diplomas/${cert.id}/`, {
          token: student,
          body: { show: true },
        })
      ).status,
    ).toBe(404);
    const patched = await send(
      ctx.app,
      'PATCH',
      `/accounts/certificates_and_diplomas/${cert.id}/`,
      { token: specialist, body: { show: true } },
    );
    expect(certificateSchema.parse(await patched.json()).show).toBe(true);
    expect(
      (
        await send(ctx.app, 'DELETE', `/accounts/certificates_and_diplomas/${cert.id}/`, {
          token: student,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await send(ctx.app, 'DELETE', `/accounts/certificates_and_diplomas/${cert.id}/`, {
          token: specialist,
        })
      ).status,
    ).toBe(204);
  });

  it("refuses an upload to another user's profile and a disguised file", async () => {
    const other = new FormData();
    other.append('user_profile_id', String(me.profile_id));
    other.append('image', FILES.png());
    expect(
      (
        await send(ctx.app, 'POST', '/accounts/certificates_and_diplomas/', {
          token: student,
          form: other,
        })
      ).status,
    ).toBe(404);
    const exe = new FormData();
    exe.append('user_profile_id', String(me.profile_id));
    exe.append('image', FILES.exe());
    const res = await send(ctx.app, 'POST', '/accounts/certificates_and_diplomas/', {
      token: specialist,
      form: exe,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      image: ['Invalid file type. Please select a valid image or PDF file.'],
    });
  });

  it('refuses a file over the size limit', async () => {
    const small = ctx.withEnv({ UPLOAD_MAX_BYTES: '50' });
    const form = new FormData();
    form.append('user_profile_id', String(me.profile_id));
    form.append('image', FILES.png());
    const res = await send(small, 'POST', '/accounts/certificates_and_diplomas/', {
      token: specialist,
      form,
    });
    expect(res.status).toBe(400);
    expect((await json<{ image: string[] }>(res)).image[0]).toMatch(/too large/);
  });
});

describe('work slides', () => {
  it('creates, edits and deletes own slides', async () => {
    const form = new FormData();
    form.append('user', String(me.profile_id));
    form.append('title', 'Lifting');
    form.append('description', '<p>ok</p><script>bad()</script>');
    form.append('image', FILES.png());
    const created = workSlideSchema.parse(
      await json(
        send(ctx.app, 'POST', '/accounts/slide_after_before/', { token: specialist, form }),
      ),
    );
    expect(created.description).toBe('<p>ok</p>');
    expect(created.image).toMatch(/^\/media\/images\/[0-9a-f-]{36}\/image\.webp$/);
    const edit = new FormData();
    edit.append('title', 'Lifting, 2 months');
    const edited = workSlideSchema.parse(
      await json(
        send(ctx.app, 'PATCH', `/accounts/slide_after_before/${created.id}/`, {
          token: specialist,
          form: edit,
        }),
      ),
    );
    expect(edited).toMatchObject({ title: 'Lifting, 2 months', image: created.image });
    expect(
      (
        await send(ctx.app, 'PATCH', `/accounts/slide_after_before/${created.id}/`, {
          token: student,
          form: edit,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await send(ctx.app, 'DELETE', `/accounts/slide_after_before/${created.id}/`, {
          token: specialist,
        })
      ).status,
    ).toBe(204);
  });

  it('requires title, description and image for a new slide', async () => {
    const form = new FormData();
    form.append('user', String(me.profile_id));
    const res = await send(ctx.app, 'POST', '/accounts/slide_after_before/', {
      token: specialist,
      form,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(await json(res)).sort()).toEqual(['description', 'image', 'title']);
  });
});

describe('payment history', () => {
  it("lists only the user's own payments, newest first", async () => {
    const history = paymentHistorySchema.parse(
      await json(send(ctx.app, 'GET', '/accounts/payment-history/', { token: student })),
    );
    expect(history.length).toBeGreaterThan(0);
    expect(history[0]).toMatchObject({ confirmed: true, paid_by_card: true, currency: 'MDL' });
    const none = paymentHistorySchema.parse(
      await json(send(ctx.app, 'GET', '/accounts/payment-history/', { token: specialist })),
    );
    expect(none).toEqual([]);
    expect((await send(ctx.app, 'GET', '/accounts/payment-history/')).status).toBe(401);
  });
});
