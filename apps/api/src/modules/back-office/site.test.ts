import { aboutPageListSchema, regionInfoListSchema } from '@academy/contract';
import {
  type AboutBody,
  REGION_PHONE_ERROR,
  type RegionInfoBody,
  siteAboutSchema,
  siteRegionsSchema,
} from '@academy/contract/back-office/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aboutPage } from '../../db/schema';
import { json } from '../../test/helpers';
import { texts } from '../../test/texts';
import { createSiteTestApp, refusedFields } from './site-test-fixtures';

let site: Awaited<ReturnType<typeof createSiteTestApp>>;
beforeAll(async () => {
  site = await createSiteTestApp();
});
afterAll(() => site.ctx.database.close());

describe('the about page', () => {
  it('saves the mission sanitized; the public about page answers it at once', async () => {
    const publicAbout = async (lang: string) =>
      aboutPageListSchema.parse(await json(site.ctx.app.request(`/${lang}/about-page/`)))[0];
    const before = await publicAbout('ru'); // kept in the response cache from now on
    const current = siteAboutSchema.parse(await site.get('/admin/site/about/'));
    const body: AboutBody = {
      ...current,
      mission: {
        ...current.mission,
        ro: '<p>Misiune <strong>nouă</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        ru: '<p onclick="alert(1)">Новая миссия <a href="javascript:alert(1)">x</a></p>',
      },
    };
    const res = await site.put('/admin/site/about/', body);
    expect(res.status).toBe(200);
    const saved = siteAboutSchema.parse(await res.json());
    expect(saved.mission.ro).toBe('<p>Misiune <strong>nouă</strong></p>');
    expect(saved.mission.ru).toBe(
      '<p>Новая миссия <a rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(saved.title).toEqual(current.title);

    expect((await publicAbout('ru'))?.mission).toBe(saved.mission.ru);
    expect((await publicAbout('ru'))?.mission).not.toBe(before?.mission);
    expect((await publicAbout('ro'))?.mission).toBe('<p>Misiune <strong>nouă</strong></p>');

    const audit = await site.lastAudit('about_page');
    expect(audit?.action).toBe('about_page.update');
    // Only what changed: the mission.
    expect(Object.keys(audit?.after ?? {})).toEqual(['mission']);
    expect(audit?.actorId).toBeGreaterThan(0);
  });

  it("refuses a save without the Romanian title, at that language's field", async () => {
    const current = siteAboutSchema.parse(await site.get('/admin/site/about/'));
    const res = await site.put('/admin/site/about/', {
      ...current,
      title: texts({ ro: '  ', ru: 'О нас' }),
    });
    expect(res.status).toBe(400);
    expect(await refusedFields(res)).toEqual(['title.ro']);
    const multiline = await site.put('/admin/site/about/', {
      ...current,
      title: texts({ ro: 'Două\nrânduri' }),
    });
    expect(await refusedFields(multiline)).toEqual(['title.ro']);
  });

  it('creates the record when the database has none', async () => {
    await site.ctx.database.db.delete(aboutPage);
    expect(siteAboutSchema.parse(await site.get('/admin/site/about/')).title.ro).toBe('');
    const body = {
      title: texts({ ro: 'Despre' }),
      short_description: texts({ ro: '<p>Scurt</p>' }),
      mission: texts({ ro: '<p>Misiune</p>' }),
    };
    expect((await site.put('/admin/site/about/', body)).status).toBe(200);
    const answer = aboutPageListSchema.parse(await json(site.ctx.app.request('/ro/about-page/')));
    expect(answer).toHaveLength(1);
    expect(answer[0]).toMatchObject({ title: 'Despre', short_description: '<p>Scurt</p>' });
  });
});

describe('region info', () => {
  const regions: RegionInfoBody = {
    phone_md: '+373 22 000 111',
    phone_ro: '+40 (21) 300-40-50',
    phone_ru: '+7 495 000 11 22',
    phone_eu: '+34 600 000 000',
    address_md: 'Chișinău, str. Nouă 1',
    address_ro: 'București, Calea Nouă 2',
    address_ru: 'Москва, Новая ул. 3',
    address_eu: 'Madrid, Calle Nueva 4',
  };

  it('saves the phones and addresses; /get-phone/ answers them first, in its spec shape', async () => {
    await site.ctx.app.request('/get-phone/');
    const res = await site.put('/admin/site/regions/', regions);
    expect(siteRegionsSchema.parse(await res.json())).toEqual(regions);
    const [first] = regionInfoListSchema.parse(await json(site.ctx.app.request('/get-phone/')));
    expect(first).toMatchObject(regions);
    expect((await site.lastAudit('region_info'))?.action).toBe('region_info.update');
  });

  it('refuses phones outside the rule: no country code, letters, too few or too many digits', async () => {
    for (const phone of ['0721 345 678', '+40 72x 345', '+40 12', '+40 1234 5678 9012 34', '']) {
      const res = await site.put('/admin/site/regions/', { ...regions, phone_ro: phone });
      expect(res.status, phone).toBe(400);
      expect(await res.json(), phone).toEqual({ phone_ro: [REGION_PHONE_ERROR] });
    }
    const blank = await site.put('/admin/site/regions/', { ...regions, address_eu: ' ' });
    expect(await refusedFields(blank)).toEqual(['address_eu']);
  });
});
