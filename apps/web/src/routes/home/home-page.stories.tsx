import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  brandsFixture,
  courseFixture,
  heroSlidesFixture,
  productFixture,
  reviewsFixture,
  sessionFixture,
} from '../../mocks/fixtures';
import {
  type AppAt,
  backToTop,
  freshVisit,
  PAGE_LOAD,
  PAGE_PARAMETERS,
  pageStory,
  scrollThrough,
} from '../../mocks/page-story';

/** Home with every block filled from the API (spec 2.3), in the app shell. */
const meta = {
  title: 'Pages/Home',
  ...pageStory('/ro'),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every block loaded, the lower ones once scrolled to. Blocks show placeholders under the same
 * names while loading, so each check looks its block up again once its content is there.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const block = (name: string) => within(page.getByRole('region', { name }));
    const [first] = heroSlidesFixture;
    await expect(
      await page.findByRole('heading', { level: 2, name: first?.title }, PAGE_LOAD),
    ).toBeVisible();
    // The hero autoplays every 6 s: paused and back on the first slide, the page holds still.
    // Under reduced motion (the story tests ask for it) autoplay is off already.
    const hero = block('Noutăți și oferte');
    const view = canvasElement.ownerDocument.defaultView;
    if (!view?.matchMedia('(prefers-reduced-motion: reduce)').matches)
      await userEvent.click(hero.getByRole('button', { name: 'Oprește derularea automată' }));
    await hero.findByRole('button', { name: 'Pornește derularea automată' });
    await userEvent.click(await hero.findByRole('button', { name: 'Mergi la diapozitivul 1' }));
    await waitFor(() =>
      expect(hero.getByRole('button', { name: 'Mergi la diapozitivul 1' })).toHaveAttribute(
        'aria-current',
        'true',
      ),
    );
    await expect(hero.getByRole('link', { name: first?.button_name })).toHaveAttribute(
      'href',
      first?.button_link,
    );

    // Category tabs (3, 4, 8), the first selected; another tab shows its own courses.
    await expect(
      await page.findByRole('tab', { name: 'Cosmetologie', selected: true }, PAGE_LOAD),
    ).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: 'Masaj' }));
    await expect(
      within(page.getByRole('tabpanel')).getByRole('heading', { name: courseFixture(6).title }),
    ).toBeVisible();
    await userEvent.click(page.getByRole('tab', { name: 'Cosmetologie' }));

    // The blocks below the first screen load as a reader scrolls towards them.
    await scrollThrough(canvasElement);
    await waitFor(
      () =>
        expect(block('Partenerii noștri').getAllByRole('img')).toHaveLength(brandsFixture.length),
      PAGE_LOAD,
    );
    await expect(await page.findByText(reviewsFixture[0]?.text ?? '', {}, PAGE_LOAD)).toBeVisible();
    // Special offers: the discounted courses only.
    await waitFor(
      () => expect(block('Oferte speciale').getByText(courseFixture(4).title)).toBeVisible(),
      PAGE_LOAD,
    );
    await expect(block('Oferte speciale').queryByText(courseFixture(1).title)).toBeNull();
    // Longevity medicine (category 10).
    await waitFor(
      () => expect(block('Medicina longevității').getAllByRole('article')).toHaveLength(2),
      PAGE_LOAD,
    );
    backToTop(canvasElement);
  },
};

/**
 * A logged-in shop user (Moldova, cosmetology): the special offers alternate the discounted
 * courses with the market's special-offer products, priced for the user.
 */
export const ShopUser: Story = {
  beforeEach: freshVisit(sessionFixture),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('tab', { name: 'Cosmetologie', selected: true }, PAGE_LOAD);
    await scrollThrough(canvasElement);
    const offers = () => within(page.getByRole('region', { name: 'Oferte speciale' }));
    await waitFor(
      () => expect(offers().getByText(productFixture(2).title)).toBeVisible(),
      PAGE_LOAD,
    );
    await expect(offers().getAllByRole('article')).toHaveLength(7);
    await expect(offers().getByRole('link', { name: productFixture(2).title })).toHaveAttribute(
      'href',
      '/ro/shop-item/2',
    );
    page.getByRole('region', { name: 'Oferte speciale' }).scrollIntoView({ block: 'center' });
  },
};
