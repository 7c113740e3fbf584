import {
  ARTICLE_FORM_ERRORS,
  adminPromotionSchema,
  adminUsefulInfoSchema,
  type PromotionBody,
  promotionBodySchema,
  promotionListSchema,
  usefulInfoListSchema,
} from '@academy/contract/back-office/articles';
import { TAXONOMY_ERRORS } from '@academy/contract/back-office/taxonomy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLines } from '../../test/audit';
import { DEMO, login, send } from '../../test/helpers';
import { uploadedImage } from '../../test/images';
import { createTestApp } from '../../test/test-app';
import { texts } from '../../test/texts';
import { staffCall, tag } from './articles-test-fixtures';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let editor: string;
let student: string;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = await login(ctx.app, 'editor@academy.demo');
  student = await login(ctx.app, DEMO.student);
});
afterAll(() => ctx.database.close());

const call = (method: string, path: string, body?: unknown) =>
  staffCall(ctx, editor, method, path, body);

async function createdPromotion(title = `Ofertă ${tag()}`) {
  const res = await call('POST', '/admin/promotions/', { title: { ro: title } });
  expect(res.status).toBe(201);
  return adminPromotionSchema.parse(res.body);
}

function form(p: ReturnType<typeof adminPromotionSchema.parse>, patch: Partial<PromotionBody>) {
  const { title, description, body, discount, course_id, starts_at, ends_at, draft } = p;
  return { title, description, body, discount, course_id, starts_at, ends_at, draft, ...patch };
}

const savePromotion = (id: number, body: unknown) => call('PUT', `/admin/promotions/${id}/`, body);
const publicPromotions = async () =>
  (
    (await (await send(ctx.app, 'GET', '/ro/promotions/?page_size=100')).json()) as {
      results: { id: number }[];
    }
  ).results.map((p) => p.id);

describe('a promotion written in the back office', () => {
  it('starts as a draft, kept off the site until published with a cover', async () => {
    const promotion = await createdPromotion();
    expect(promotion).toMatchObject({ status: 'draft', discount: 0, course_id: null });
    expect(await publicPromotions()).not.toContain(promotion.id);
    expect((await send(ctx.app, 'GET', `/ro/promotions/${promotion.id}/`)).status).toBe(404);

    const cover = await uploadedImage(ctx.database.db, 'promotion_cover');
    const dirty = '<p>Reducere</p><script>alert(1)</script><img src=x onerror=alert(1)>';
    const res = await savePromotion(
      promotion.id,
      form(promotion, {
        draft: false,
        image_id: cover.id,
        discount: 25,
        course_id: 1,
        body: texts({ ro: dirty }),
      }),
    );
    expect(res.status).toBe(200);
    const saved = adminPromotionSchema.parse(res.body);
    expect(saved).toMatchObject({ status: 'published', image: cover.url('image'), discount: 25 });
    expect(saved.body.ro).toBe('<p>Reducere</p>');
    expect(await publicPromotions()).toContain(promotion.id);

    // Back to a draft: off the site again (the cached list is cleared by the save).
    await savePromotion(promotion.id, form(saved, { draft: true }));
    expect(await publicPromotions()).not.toContain(promotion.id);
    expect((await send(ctx.app, 'GET', `/ro/promotions/${promotion.id}/`)).status).toBe(404);
    const actions = (
      await auditLines(ctx.database.db, { entity: 'promotion', entityId: promotion.id })
    ).map((line) => line.action);
    expect(actions).toEqual(['promotion.create', 'promotion.update', 'promotion.update']);
  });

  it('refuses an end before the start, a discount over 100 and an unknown course at their fields', async () => {
    const promotion = await createdPromotion();
    const early = {
      starts_at: '2027-02-01T00:00:00Z',
      ends_at: '2027-01-01T00:00:00Z',
      discount: 150,
    };
    expect(promotionBodySchema.safeParse(form(promotion, early)).success).toBe(false);
    const res = await savePromotion(promotion.id, form(promotion, early));
    expect(res.status).toBe(400);
    expect(res.body.ends_at).toEqual([ARTICLE_FORM_ERRORS.dates]);
    expect(res.body.discount).toEqual([ARTICLE_FORM_ERRORS.discount]);
    const unknown = await savePromotion(promotion.id, form(promotion, { course_id: 999_999 }));
    expect(unknown.body.course_id).toEqual([ARTICLE_FORM_ERRORS.unknownCourse]);
  });

  it('lists by status: scheduled, running and ended apart from drafts', async () => {
    const word = `promo${tag()}`;
    const cover = await uploadedImage(ctx.database.db, 'promotion_cover');
    const day = 86_400_000;
    const states = {
      scheduled: { starts_at: new Date(Date.now() + day).toISOString(), ends_at: null },
      published: { starts_at: new Date(Date.now() - day).toISOString(), ends_at: null },
      ended: {
        starts_at: new Date(Date.now() - 2 * day).toISOString(),
        ends_at: new Date(Date.now() - day).toISOString(),
      },
    };
    const ids: Record<string, number> = {};
    for (const [status, dates] of Object.entries(states)) {
      const promotion = await createdPromotion(`${status} ${word}`);
      await savePromotion(
        promotion.id,
        form(promotion, { ...dates, draft: false, image_id: cover.id }),
      );
      ids[status] = promotion.id;
    }
    ids.draft = (await createdPromotion(`draft ${word}`)).id;
    for (const status of ['draft', 'scheduled', 'published', 'ended']) {
      const list = promotionListSchema.parse(
        (await call('GET', `/ro/admin/promotions/?q=${word}&status=${status}`)).body,
      );
      expect(list.results.map((p) => [p.id, p.status])).toEqual([[ids[status], status]]);
    }
    const running = await publicPromotions();
    expect(running).toContain(ids.published);
    for (const hidden of [ids.draft, ids.scheduled, ids.ended])
      expect(running).not.toContain(hidden);
  });
});

describe('useful info written in the back office', () => {
  const memberList = async () =>
    (
      (await (await send(ctx.app, 'GET', '/ro/useful-info/', { token: student })).json()) as {
        id: number;
      }[]
    ).map((entry) => entry.id);

  it('is created last in the order, edited with a sanitized body, and its picture removed', async () => {
    const res = await call('POST', '/admin/useful-info/', { title: { ro: `Ghid ${tag()}` } });
    expect(res.status).toBe(201);
    const entry = adminUsefulInfoSchema.parse(res.body);
    expect((await memberList()).at(-1)).toBe(entry.id);

    const picture = await uploadedImage(ctx.database.db, 'useful_info');
    const body = texts({
      ro: '<h2>Pași</h2><script>x()</script>',
      ru: '<p onmouseover="x()">Шаги</p>',
    });
    const saved = adminUsefulInfoSchema.parse(
      (
        await call('PUT', `/admin/useful-info/${entry.id}/`, {
          title: entry.title,
          body,
          image_id: picture.id,
        })
      ).body,
    );
    expect(saved).toMatchObject({
      image: picture.url('image'),
      body: { ro: '<h2>Pași</h2>', ru: '<p>Шаги</p>' },
    });
    const kept = await call('PUT', `/admin/useful-info/${entry.id}/`, { title: entry.title, body });
    expect(kept.body.image).toBe(picture.url('image'));
    const removed = await call('PUT', `/admin/useful-info/${entry.id}/`, {
      title: entry.title,
      body,
      image_id: null,
    });
    expect(removed.body.image).toBeNull();
    expect(
      (await auditLines(ctx.database.db, { entity: 'useful_info', entityId: entry.id })).map(
        (line) => line.action,
      ),
    ).toEqual([
      'useful_info.create',
      'useful_info.update',
      'useful_info.update',
      'useful_info.update',
    ]);
  });

  it('is put in a new order only with every entry once; members see that order', async () => {
    const ids = usefulInfoListSchema
      .parse((await call('GET', '/ro/admin/useful-info/')).body)
      .map((e) => e.id);
    expect(ids.length).toBeGreaterThan(1);
    const partial = await call('PUT', '/admin/useful-info/order/', { ids: ids.slice(1) });
    expect(partial.body.ids).toEqual([TAXONOMY_ERRORS.wholeList]);
    const reversed = [...ids].reverse();
    expect((await call('PUT', '/admin/useful-info/order/', { ids: reversed })).status).toBe(204);
    expect(await memberList()).toEqual(reversed);
  });

  it('once deleted, members no longer find it', async () => {
    const entry = adminUsefulInfoSchema.parse(
      (await call('POST', '/admin/useful-info/', { title: { ro: 'De șters' } })).body,
    );
    expect((await call('DELETE', `/admin/useful-info/${entry.id}/`)).status).toBe(204);
    expect(await memberList()).not.toContain(entry.id);
    expect(
      (await send(ctx.app, 'GET', `/ro/useful-info/${entry.id}/`, { token: student })).status,
    ).toBe(404);
  });
});
