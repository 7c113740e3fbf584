import { expect, within } from 'storybook/test';
import { pageWithHeading } from '../mocks/page-story';

/**
 * The two stories of a list of articles (the blog, promotions): the list, whose cards link to
 * their pages, and the first item's own page, with its body and the breadcrumb back to the list.
 */
export function articlePagesStories(pages: {
  listTitle: string;
  listHref: string;
  itemPath: string;
  items: readonly { id: number; title: string }[];
  /** A sentence of the first item's body. */
  firstBodyText: string;
}) {
  const [first] = pages.items;
  return {
    list: {
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const page = await pageWithHeading(canvasElement, pages.listTitle);
        for (const item of pages.items) {
          await expect(await page.findByRole('link', { name: item.title })).toHaveAttribute(
            'href',
            `${pages.itemPath}/${item.id}`,
          );
        }
      },
    },
    item: {
      args: { path: `${pages.itemPath}/${first?.id}` },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const page = await pageWithHeading(canvasElement, first?.title ?? '');
        await expect(page.getByText(pages.firstBodyText, { exact: false })).toBeVisible();
        const breadcrumbs = within(page.getByRole('navigation', { name: 'Fir de navigare' }));
        await expect(breadcrumbs.getByRole('link', { name: pages.listTitle })).toHaveAttribute(
          'href',
          pages.listHref,
        );
      },
    },
  };
}
