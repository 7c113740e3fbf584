import { profileSchema, specialistListSchema, userWithProfileSchema } from '@academy/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, json, login, send } from '../../test/helpers';
import { createTestApp } from '../../test/test-app';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.database.close());

async function account(email: string) {
  const token = await login(ctx.app, email);
  const me = await json<{ id: number; profile_id: number }>(
    send(ctx.app, 'GET', '/auth/users/me/', { token }),
  );
  return { token, ...me };
}

const patch = (who: { token: string }, profileId: number, fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return send(ctx.app, 'PATCH', `/ro/accounts/user_profile/${profileId}/`, {
    token: who.token,
    form,
  });
};

const ownProfile = async (who: { token: string; id: number }) =>
  userWithProfileSchema.parse(
    await json(send(ctx.app, 'GET', `/ro/accounts/users/${who.id}/`, { token: who.token })),
  ).profile;

describe('the page editor unlock (my_page_available)', () => {
  it('is true for the owner of a course, false without one; only the owner sees it', async () => {
    const specialist = await account(DEMO.specialist);
    expect(await ownProfile(specialist)).toMatchObject({
      my_page_available: true,
      auto_confirm_requests: false,
    });
    const hidden = await account(DEMO.hidden);
    expect((await ownProfile(hidden)).my_page_available).toBe(false);
    const visitor = userWithProfileSchema.parse(
      await json(send(ctx.app, 'GET', `/ro/accounts/users/${specialist.id}/`)),
    ).profile;
    expect(visitor).not.toHaveProperty('my_page_available');
    expect(visitor).not.toHaveProperty('auto_confirm_requests');
  });
});

describe('publishing and auto-confirmation (PATCH user_profile)', () => {
  it('refuses to publish without an owned course (403); hiding stays allowed', async () => {
    const hidden = await account(DEMO.hidden);
    const refused = await patch(hidden, hidden.profile_id, {
      landing_page_is_active: 'true',
      name: 'Changed',
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      detail: 'Your page can be published once you have bought a course.',
    });
    // Nothing of the refused request was saved.
    expect((await ownProfile(hidden)).name).not.toBe('Changed');
    const hide = await patch(hidden, hidden.profile_id, { landing_page_is_active: 'false' });
    expect(profileSchema.parse(await hide.json()).landing_page_is_active).toBe(false);
    const auto = await patch(hidden, hidden.profile_id, { auto_confirm_requests: 'true' });
    expect(profileSchema.parse(await auto.json()).auto_confirm_requests).toBe(true);
    expect((await ownProfile(hidden)).auto_confirm_requests).toBe(true);
  });

  it('publishes the page of a course owner: it joins the directory; hiding removes it', async () => {
    const student = await account(DEMO.student);
    const res = await patch(student, student.profile_id, { landing_page_is_active: 'true' });
    expect(res.status).toBe(200);
    expect(profileSchema.parse(await res.json())).toMatchObject({
      landing_page_is_active: true,
      my_page_available: true,
    });
    const listed = async () =>
      specialistListSchema
        .parse(await json(send(ctx.app, 'GET', '/ro/accounts/users/')))
        .map((u) => u.id);
    expect(await listed()).toContain(student.id);
    expect((await send(ctx.app, 'GET', `/ro/accounts/users/${student.id}/`)).status).toBe(200);
    await patch(student, student.profile_id, { landing_page_is_active: 'false' });
    expect(await listed()).not.toContain(student.id);
  });

  it("keeps another user's profile refused (404), whatever the fields", async () => {
    const specialist = await account(DEMO.specialist);
    const student = await account(DEMO.student);
    const attempts: Record<string, string>[] = [
      { landing_page_is_active: 'false' },
      { auto_confirm_requests: 'true' },
    ];
    for (const fields of attempts) {
      expect((await patch(student, specialist.profile_id, fields)).status).toBe(404);
    }
    expect((await ownProfile(specialist)).auto_confirm_requests).toBe(false);
  });

  it('refuses a value that is no boolean', async () => {
    const specialist = await account(DEMO.specialist);
    const res = await patch(specialist, specialist.profile_id, { auto_confirm_requests: 'maybe' });
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty('auto_confirm_requests');
  });
});

describe('a refused file is a field error at its field (the page says it there)', () => {
  const textNamedPng = () => new File(['just some notes'], 'notes.png', { type: 'image/png' });

  it('answers a text file named .png as the photo with 400 {image}', async () => {
    const specialist = await account(DEMO.specialist);
    const form = new FormData();
    form.append('image', textNamedPng());
    const res = await send(
      ctx.app,
      'PATCH',
      `/ro/accounts/user_profile/${specialist.profile_id}/`,
      {
        token: specialist.token,
        form,
      },
    );
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object)).toEqual(['image']);
  });

  it('answers a text file named .png as a work slide with 400 {image}', async () => {
    const specialist = await account(DEMO.specialist);
    const form = new FormData();
    form.append('user', String(specialist.profile_id));
    form.append('title', 'Peeling');
    form.append('description', 'After two weeks');
    form.append('image', textNamedPng());
    const res = await send(ctx.app, 'POST', '/accounts/slide_after_before/', {
      token: specialist.token,
      form,
    });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object)).toEqual(['image']);
  });
});
