import { expect, within } from 'storybook/test';
import { PAGE_LOAD } from '../mocks/page-story';

/** The list page's checks (blog, promotions): its h1, then a card per item linking to it. */
export async function expectArticleList(
  canvasElement: HTMLElement,
  title: string,
  items: readonly { title: string; href: string }[],
) {
  const page = within(canvasElement);
  await expect(
    await page.findByRole('heading', { level: 1, name: title }, PAGE_LOAD),
  ).toBeVisible();
  for (const item of items) {
    await expect(await page.findByRole('link', { name: item.title })).toHaveAttribute(
      'href',
      item.href,
    );
  }
}

/** The detail page's checks (article, promotion): its h1, its body and the way back to its list. */
export async function expectArticleDetail(
  canvasElement: HTMLElement,
  detail: { title: string; text: string; listTitle: string; listHref: string },
) {
  const page = within(canvasElement);
  await expect(
    await page.findByRole('heading', { level: 1, name: detail.title }, PAGE_LOAD),
  ).toBeVisible();
  await expect(page.getByText(detail.text, { exact: false })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Fir de navigare' });
  await expect(within(breadcrumbs).getByRole('link', { name: detail.listTitle })).toHaveAttribute(
    'href',
    detail.listHref,
  );
}
