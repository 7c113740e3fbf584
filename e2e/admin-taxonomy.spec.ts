import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, logIn, STAFF, test, waitingForTheApp } from './fixtures';

/**
 * Issue 27, the taxonomy and Home's content: an editor adds a module to the cosmetology category
 * and a question to the FAQ, each in Romanian and Russian, then moves the question to the top;
 * the catalogue's module filter lists the module and a visitor reads the FAQ in its new order in
 * both languages, in the page the server draws too. The texts carry the run's own tag.
 */
const EDITOR = STAFF.editor;

/** Fills the Russian tab of a record's texts: `fields` by their labels. */
async function inRussian(dialog: Locator, fill: () => Promise<void>) {
  await dialog.getByRole('tab', { name: /^Русский/ }).click();
  await fill();
}

/** Types `text` into the kit's rich-text editor named `name`. */
async function typeRich(page: Page, dialog: Locator, name: string, text: string) {
  const editor = dialog.getByRole('textbox', { name });
  await editor.click();
  await page.keyboard.type(text);
  await expect(editor).toHaveText(text);
}

/** The FAQ's questions as Home shows them, in order. */
const questionsOf = (page: Page) =>
  page.locator('[data-slot="faq-section"] [data-slot="accordion-trigger"]');

/** The FAQ's first question in each language, as the public API answers it. */
async function firstQuestions(request: APIRequestContext) {
  const first = async (lang: 'ro' | 'ru') =>
    ((await (await request.get(`/api/${lang}/get-faq/`)).json()) as { name: string }[])[0]?.name ??
    '';
  return { ro: await first('ro'), ru: await first('ru') };
}

test('an editor adds a module and a FAQ entry in ro and ru and reorders the FAQ; visitors see it', async ({
  page,
  browser,
  request,
}) => {
  const tag = Date.now().toString(36);
  const module = { ro: `Lifting facial ${tag}`, ru: `Лифтинг лица ${tag}` };
  const question = { ro: `Primesc factură ${tag}?`, ru: `Я получу счёт ${tag}?` };
  const answer = { ro: `Da, la fiecare comandă ${tag}.`, ru: `Да, к каждому заказу ${tag}.` };
  const leading = await firstQuestions(request);

  // A module of the cosmetology category, named in Romanian and Russian.
  await logIn(page, EDITOR, '/ro/admin/taxonomy');
  const modules = page.getByRole('region', { name: 'Modulele categoriei „Cosmetologie”' });
  await modules.getByRole('button', { name: 'Modul nou' }).click();
  const moduleDialog = page.getByRole('dialog', { name: 'Modul nou' });
  await moduleDialog.getByRole('textbox', { name: 'Nume (obligatoriu)' }).fill(module.ro);
  await inRussian(moduleDialog, () =>
    moduleDialog.getByRole('textbox', { name: 'Nume', exact: true }).fill(module.ru),
  );
  await moduleDialog.getByRole('button', { name: 'Adaugă' }).click();
  await expect(moduleDialog).toBeHidden();
  await expect(modules.getByText(module.ro)).toBeVisible();
  const listed = await (await request.get('/api/ru/courses/modules/?category_id=3')).json();
  expect(listed.map((m: { name: string }) => m.name)).toContain(module.ru);

  // A question with its answer in Romanian and Russian, added last to the FAQ.
  await page.goto('/ro/admin/home-content');
  const faq = page.getByRole('list', { name: 'Întrebările' });
  await page.getByRole('button', { name: 'Întrebare nouă' }).click();
  const faqDialog = page.getByRole('dialog', { name: 'Întrebare nouă' });
  await faqDialog.getByRole('textbox', { name: 'Întrebarea (obligatoriu)' }).fill(question.ro);
  await typeRich(page, faqDialog, 'Răspunsul (obligatoriu)', answer.ro);
  await inRussian(faqDialog, async () => {
    await faqDialog.getByRole('textbox', { name: 'Întrebarea', exact: true }).fill(question.ru);
    await typeRich(page, faqDialog, 'Răspunsul', answer.ru);
  });
  await faqDialog.getByRole('button', { name: 'Adaugă' }).click();
  await expect(faqDialog).toBeHidden();
  const entries = faq.locator('[data-slot="sortable-item"]');
  await expect(entries.last()).toContainText(question.ro);

  // Moved up one place at a time (the keyboard's way) until it leads the FAQ; each move saved.
  const up = faq.getByRole('button', { name: `Mută „${question.ro}” mai sus` });
  for (let place = (await entries.count()) - 1; place > 0; place--) {
    await up.click();
    await expect(entries.nth(place - 1)).toContainText(question.ro);
    if (place > 1) await expect(up).toBeEnabled();
  }
  await expect(up).toBeDisabled();
  await page.reload();
  await expect(faq.locator('[data-slot="sortable-item"]').first()).toContainText(question.ro);

  // A visitor: the new question first, in the server's HTML and in the page, in ro and ru.
  expect(await firstQuestions(request)).toEqual(question);
  const visitor = waitingForTheApp(await (await browser.newContext()).newPage());
  for (const lang of ['ro', 'ru'] as const) {
    const html = await (await request.get(`/${lang}`)).text();
    const drawn = html.slice(html.indexOf('<div id="root">'));
    expect(drawn, lang).toContain(question[lang]);
    expect(drawn.indexOf(leading[lang]), lang).toBeGreaterThan(-1);
    expect(drawn.indexOf(question[lang]), lang).toBeLessThan(drawn.indexOf(leading[lang]));
    await visitor.goto(`/${lang}`);
    const section = visitor.locator('[data-slot="faq-section"]');
    await section.scrollIntoViewIfNeeded();
    await expect(questionsOf(visitor).first()).toHaveText(question[lang]);
    await questionsOf(visitor).first().click();
    await expect(section.getByText(answer[lang])).toBeVisible();
  }
  await visitor.context().close();
});
