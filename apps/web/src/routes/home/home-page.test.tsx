import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  brandsFixture,
  courseFixture,
  coursesFixture,
  heroSlidesFixture,
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
});
