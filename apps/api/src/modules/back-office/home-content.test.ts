import {
  type FaqItem,
  faqItemSchema,
  type HeroSlide,
  HOME_CONTENT_ERRORS,
  heroSlideSchema,
  type Review,
  reviewSchema,
} from '@academy/contract/back-office/home-content';
import { TAXONOMY_ERRORS } from '@academy/contract/back-office/taxonomy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/helpers';
import { authoringTestApp, texts } from './taxonomy-test-fixtures';

let t: Awaited<ReturnType<typeof authoringTestApp>>;
beforeAll(async () => {
  t = await authoringTestApp();
});
afterAll(() => t.ctx.database.close());

type PublicSlide = { id: number; title: string; button_link: string; image_pc_thumbnail: string };
const publicSlides = (lang = 'ro') =>
  t.visitor<PublicSlide[]>(`/${lang}/get-general-home-page-slider/`);
const publicFaq = (lang = 'ro') =>
  t.visitor<{ id: number; name: string; description: string }[]>(`/${lang}/get-faq/`);
const publicReviews = (lang = 'ro') =>
  t.visitor<{ id: number; name: string; text: string; image: string; rating: number }[]>(
    `/${lang}/get-review-slider/`,
  );

const slideBody = (imageId?: number) => ({
  title: texts('Spring courses'),
  description: texts('Ten new lessons'),
  button_name: texts('See'),
  button_link: '/ro/category',
  button_is_active: true,
  ...(imageId && { image_id: imageId }),
});

describe("Home's hero slider", () => {
  it('adds a slide last, its picture and four thumbnails from one upload; visitors see it', async () => {
    await publicSlides();
    const image = await t.uploadedImage('hero_slide');
    const res = await t.call('POST', '/admin/hero-slides/', slideBody(image.id));
    expect(res.status).toBe(201);
    const slide = heroSlideSchema.parse(await res.json());
    expect(slide).toMatchObject({
      image: image.url('image'),
      image_mobile_thumbnail: image.url('image_mobile_thumbnail'),
      image_tablet_thumbnail: image.url('image_tablet_thumbnail'),
      image_laptop_thumbnail: image.url('image_laptop_thumbnail'),
      image_pc_thumbnail: image.url('image_pc_thumbnail'),
    });
    expect((await publicSlides('ru')).at(-1)).toMatchObject({
      id: slide.id,
      title: 'ru: Spring courses',
      image_pc_thumbnail: image.url('image_pc_thumbnail'),
    });
    expect(await t.lastAudit('hero_slide.create')).toMatchObject({ entityId: slide.id });
  });

  it('needs a picture of purpose hero slide to add a slide', async () => {
    const cover = await t.uploadedImage('course_cover');
    for (const body of [slideBody(), slideBody(cover.id)]) {
      const res = await t.call('POST', '/admin/hero-slides/', body);
      expect(res.status).toBe(400);
      expect(Object.keys(await json(res))).toEqual(['image_id']);
    }
  });

  it('takes a button link to a page of the site or a secure address, nothing else', async () => {
    const [slide] = await json<HeroSlide[]>(t.call('GET', '/admin/hero-slides/'));
    const save = (button_link: string) =>
      t.call('PATCH', `/admin/hero-slides/${slide?.id}/`, { ...slideBody(), button_link });
    for (const link of [
      'javascript:alert(1)',
      'http://partner.example/',
      '//partner.example/x',
      'ro/category',
      'https:// x',
      'data:text/html,x',
    ]) {
      const res = await save(link);
      expect(res.status, link).toBe(400);
      expect(await res.json()).toEqual({ button_link: [HOME_CONTENT_ERRORS.link] });
    }
    for (const link of ['/ru/course/4', 'https://partner.example/offer?x=1']) {
      const res = await save(link);
      expect(res.status, link).toBe(200);
      expect((await json<HeroSlide>(res)).button_link).toBe(link);
    }
  });

  it('needs a link and a Romanian name for a shown button, neither for a hidden one', async () => {
    const [slide] = await json<HeroSlide[]>(t.call('GET', '/admin/hero-slides/'));
    const body = { ...slideBody(), button_link: '', button_name: { ...texts('x'), ro: '' } };
    const shown = await t.call('PATCH', `/admin/hero-slides/${slide?.id}/`, body);
    expect(await shown.json()).toEqual({
      button_link: [HOME_CONTENT_ERRORS.buttonLink],
      'button_name.ro': [HOME_CONTENT_ERRORS.buttonName],
    });
    const hidden = await t.call('PATCH', `/admin/hero-slides/${slide?.id}/`, {
      ...body,
      button_is_active: false,
    });
    expect(hidden.status).toBe(200);
    // The picture was not sent: it stays.
    expect((await json<HeroSlide>(hidden)).image).toBe(slide?.image);
  });

  it('reorders and removes slides; the slider follows', async () => {
    const ids = (await json<HeroSlide[]>(t.call('GET', '/admin/hero-slides/'))).map((s) => s.id);
    const reversed = [...ids].reverse();
    await publicSlides();
    expect((await t.call('PUT', '/admin/hero-slides/order/', { ids: reversed })).status).toBe(200);
    expect((await publicSlides()).map((s) => s.id)).toEqual(reversed);
    expect((await t.call('DELETE', `/admin/hero-slides/${reversed[0]}/`)).status).toBe(204);
    expect((await publicSlides()).map((s) => s.id)).toEqual(reversed.slice(1));
    expect(await t.lastAudit('hero_slide.delete')).toMatchObject({ entityId: reversed[0] });
  });
});

describe("Home's reviews", () => {
  const reviewBody = (imageId?: number) => ({
    name: 'Elena Popa',
    profession: texts('Dermatologist'),
    text: texts('Clear lessons'),
    rating: 4,
    ...(imageId && { image_id: imageId }),
  });

  it('adds a review with its photo, last in the slider; visitors see it', async () => {
    await publicReviews();
    const photo = await t.uploadedImage('review_photo');
    const res = await t.call('POST', '/admin/review-slides/', reviewBody(photo.id));
    expect(res.status).toBe(201);
    const review = reviewSchema.parse(await res.json());
    expect((await publicReviews('fr')).at(-1)).toEqual({
      id: review.id,
      name: 'Elena Popa',
      profession: 'fr: Dermatologist',
      text: 'fr: Clear lessons',
      image: photo.url('image'),
      rating: 4,
    });
  });

  it('takes a whole rating from 1 to 5', async () => {
    const [review] = await json<Review[]>(t.call('GET', '/admin/review-slides/'));
    for (const rating of [0, 6, 4.5]) {
      const res = await t.call('PATCH', `/admin/review-slides/${review?.id}/`, {
        ...reviewBody(),
        rating,
      });
      expect(await res.json()).toEqual({ rating: [HOME_CONTENT_ERRORS.rating] });
    }
    const res = await t.call('PATCH', `/admin/review-slides/${review?.id}/`, reviewBody());
    expect((await json<Review>(res)).image).toBe(review?.image);
  });
});

describe("Home's FAQ", () => {
  const faqBody = (question: string, answer: string) => ({
    name: texts(question),
    description: { ...texts(answer), ro: `<p>${answer}</p>`, ru: `<p>ru ${answer}</p>` },
  });

  it('stores answers sanitized: no script, no event handler, no unsafe link', async () => {
    const res = await t.call('POST', '/admin/faq-items/', {
      name: texts('Is it safe?'),
      description: {
        ...texts('x'),
        ro: '<p onclick="steal()">Da <strong>sigur</strong><script>alert(1)</script> <a href="javascript:alert(1)">x</a> <a href="https://partner.example/">y</a></p>',
      },
    });
    expect(res.status).toBe(201);
    const item = faqItemSchema.parse(await res.json());
    expect(item.description.ro).toBe(
      '<p>Da <strong>sigur</strong> <a rel="noopener noreferrer nofollow">x</a> <a href="https://partner.example/" rel="noopener noreferrer nofollow">y</a></p>',
    );
    expect((await publicFaq()).find((f) => f.id === item.id)?.description).toBe(
      item.description.ro,
    );
  });

  it('adds questions last, reorders them, and visitors read the new order in each language', async () => {
    await publicFaq('ru');
    const a = faqItemSchema.parse(
      await json(t.call('POST', '/admin/faq-items/', faqBody('A?', 'a'))),
    );
    const b = faqItemSchema.parse(
      await json(t.call('POST', '/admin/faq-items/', faqBody('B?', 'b'))),
    );
    const ids = (await json<FaqItem[]>(t.call('GET', '/admin/faq-items/'))).map((f) => f.id);
    expect(ids.slice(-2)).toEqual([a.id, b.id]);
    const moved = [b.id, ...ids.filter((id) => id !== b.id)];
    const res = await t.call('PUT', '/admin/faq-items/order/', { ids: moved });
    expect((await json<FaqItem[]>(res)).map((f) => f.id)).toEqual(moved);
    const ru = await publicFaq('ru');
    expect(ru.map((f) => f.id)).toEqual(moved);
    expect(ru[0]).toEqual({ id: b.id, name: 'ru: B?', description: '<p>ru b</p>' });
    expect(await t.lastAudit('faq_item.reorder')).toMatchObject({
      before: { ids },
      after: { ids: moved },
    });
  });

  it('refuses an order that leaves out or repeats a question', async () => {
    const ids = (await json<FaqItem[]>(t.call('GET', '/admin/faq-items/'))).map((f) => f.id);
    const short = await t.call('PUT', '/admin/faq-items/order/', { ids: ids.slice(1) });
    expect(await short.json()).toEqual({ ids: [TAXONOMY_ERRORS.wholeList] });
    const twice = await t.call('PUT', '/admin/faq-items/order/', { ids: [...ids, ids[0]] });
    expect(twice.status).toBe(400);
  });

  it('needs the Romanian question and answer; answers 404 for a missing question', async () => {
    const res = await t.call('POST', '/admin/faq-items/', {
      name: { ...texts('q'), ro: '' },
      description: { ...texts('a'), ro: '' },
    });
    expect(Object.keys(await json(res)).sort()).toEqual(['description.ro', 'name.ro']);
    const missing = await t.call('PATCH', '/admin/faq-items/99999/', faqBody('q', 'a'));
    expect(missing.status).toBe(404);
    expect((await t.call('DELETE', '/admin/faq-items/99999/')).status).toBe(404);
  });
});
