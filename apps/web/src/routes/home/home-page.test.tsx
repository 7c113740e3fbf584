import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeSession } from '../../app/session-store';
import {
  brandsFixture,
  courseFixture,
  coursesFixture,
  heroSlidesFixture,
  productFixture,
  sessionFixture,
} from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('Home page', { timeout: 15_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the hero slides, the category tabs and the partners from the API', async () => {
    const user = userEvent.setup();
    renderApp('/ro');
    expect(
      await screen.findByRole('heading', { level: 2, name: heroSlidesFixture[0]?.title }),
    ).toBeInTheDocument();
    const tab = await screen.findByRole('tab', { name: 'Cosmetologie', selected: true });
    expect(tab).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel).getByRole('heading', { name: courseFixture(1).title }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Vezi toate cursurile/ })).toHaveAttribute(
      'href',
      '/ro/category#cosmetology',
    );

    await user.click(screen.getByRole('tab', { name: 'Medicină estetică' }));
    expect(
      within(screen.getByRole('tabpanel')).getByRole('heading', { name: courseFixture(4).title }),
    ).toBeInTheDocument();
    // Below the first screen: the block loads its code and data as it nears the screen.
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Partenerii noștri' }))
          .getAllByRole('img')
          .map((img) => img.getAttribute('alt')),
      ).toEqual(brandsFixture.map((brand) => brand.name)),
    );
  });

  it('offers the discounted courses and the longevity strip (category 10)', async () => {
    renderApp('/ro');
    // Blocks show placeholders under the same names while loading: look them up once filled.
    const block = (name: string) => within(screen.getByRole('region', { name }));
    const discounted = coursesFixture.filter((course) => course.discount > 0);
    await waitFor(() =>
      expect(block('Oferte speciale').getAllByRole('article')).toHaveLength(discounted.length),
    );
    await waitFor(() =>
      expect(
        block('Medicina longevității')
          .getAllByRole('article')
          .map((card) => within(card).getByRole('heading').textContent),
      ).toEqual([courseFixture(8).title, courseFixture(9).title]),
    );
  });

  it("adds the market's special-offer products for a logged-in shop user (spec 2.3)", async () => {
    writeSession(sessionFixture);
    renderApp('/ro');
    const offers = () => within(screen.getByRole('region', { name: 'Oferte speciale' }));
    // Courses and products alternate: the 4 discounted courses, the 3 offers of Moldova.
    await waitFor(() => expect(offers().getAllByRole('article')).toHaveLength(7));
    const titles = offers()
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(titles).toEqual([
      courseFixture(2).title,
      productFixture(2).title,
      courseFixture(4).title,
      productFixture(3).title,
      courseFixture(6).title,
      productFixture(4).title,
      courseFixture(9).title,
    ]);
    expect(offers().getByRole('link', { name: productFixture(2).title })).toHaveAttribute(
      'href',
      '/ro/shop-item/2',
    );
    expect(offers().getByText('587 MDL')).toBeVisible();
  });
});
