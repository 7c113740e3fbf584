import type { Page } from '@playwright/test';
import { expect, logIn, STAFF, test } from './fixtures';

/**
 * Issue 27, the site page of the back office: an editor changes the about page's mission in
 * Romanian and Russian and uploads Romania's Romanian terms; a visitor then reads the new mission
 * (in the page the server draws too) and, from Romania, downloads the new terms from the footer's
 * link. The texts carry the run's own tag.
 */
const EDITOR = STAFF.editor;
const TERMS = /^(Încarcă|Înlocuiește) Termeni și condiții, România, Română$/;

/** Replaces the text of a rich-text field (the kit's editor) with `text`. */
async function retype(page: Page, name: string, text: string) {
  const editor = page.getByRole('textbox', { name });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await editor.pressSequentially(text);
  await expect(editor).toHaveText(text);
}

test('an editor changes the mission and Romania’s terms; a visitor reads and downloads them', async ({
  page,
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const missionRo = `Misiunea academiei ${tag}`;
  const missionRu = `Миссия академии ${tag}`;
  const pdf = Buffer.from(`%PDF-1.4\n% termeni ${tag}\n%%EOF\n`);

  await logIn(page, EDITOR, '/ro/admin/site');
  const about = page.locator('[data-slot="about-form"]');
  await retype(page, 'Misiune (obligatoriu)', missionRo);
  await about.getByRole('tab', { name: /^Русский/ }).click();
  await retype(page, 'Misiune', missionRu);
  await about.getByRole('button', { name: 'Salvează' }).click();
  await expect(about.locator('[data-slot="site-save-bar"]').getByRole('status')).toHaveText(
    /Salvat/,
  );

  await page.getByRole('tab', { name: 'Documente juridice' }).click();
  const upload = page.getByRole('button', { name: TERMS });
  const chooser = page.waitForEvent('filechooser');
  await upload.click();
  await (await chooser).setFiles({ name: 'termeni.pdf', mimeType: 'application/pdf', buffer: pdf });
  const cell = page.locator('[data-slot="legal-document"]').filter({ has: upload });
  await expect(cell).toHaveAttribute('data-state', 'uploaded');
  await expect(
    page.getByRole('button', { name: 'Înlocuiește Termeni și condiții, România, Română' }),
  ).toBeVisible();

  // A visitor from Romania: the new mission on the about pages, the server's HTML included.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-country-code': 'RO' } });
  const visitor = await context.newPage();
  await visitor.goto('/ru/about');
  await expect(visitor.getByText(missionRu)).toBeVisible();
  for (const [path, mission] of [
    ['/ru/about', missionRu],
    ['/ro/about', missionRo],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html.slice(html.indexOf('<div id="root">')), path).toContain(mission);
  }
  await visitor.goto('/ro/about');
  await expect(visitor.getByText(missionRo)).toBeVisible();
  const terms = visitor.locator('footer a[href="/docs/ro/terms_ro.pdf"]');
  await expect(terms).toBeVisible();
  const download = await visitor.request.get((await terms.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
  await context.close();
});
