import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { coursesFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

/** The course cards of the listing (the section named by the page's h1). */
const cards = () =>
  within(screen.getByRole('region', { name: 'Cursuri' })).queryAllByRole('article');

describe('category page (the course catalogue)', { timeout: 15_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('lists a first page of every course with "load more", then the rest', async () => {
    const user = userEvent.setup();
    renderApp('/ro/category');
    expect(await screen.findByText(`Rezultate: ${coursesFixture.length}`)).toBeVisible();
    expect(cards()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'Încarcă mai mult' }));
    await waitFor(() => expect(cards()).toHaveLength(coursesFixture.length));
  });

  it('opens filtered by the hash category and the module query (spec 2.4)', async () => {
    const { router } = renderApp('/ro/category?module=32#cosmetology');
    expect(await screen.findByText('Rezultate: 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cosmetologie' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Peeling-uri chimice' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Peeling-uri chimice sigure' }),
    ).toBeVisible();
    expect(router.state.location).toMatchObject({ search: '?module=32', hash: '#cosmetology' });
  });

  it('filters by a clicked category (its first module), then by another module', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/ro/category');
    await user.click(await screen.findByRole('button', { name: 'Cosmetologie' }));
    expect(await screen.findByText('Rezultate: 2')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Îngrijirea pielii' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(router.state.location).toMatchObject({ search: '?module=31', hash: '#cosmetology' });

    await user.click(screen.getByRole('button', { name: 'Peeling-uri chimice' }));
    expect(await screen.findByText('Rezultate: 1')).toBeVisible();
    expect(cards()).toHaveLength(1);
    expect(router.state.location).toMatchObject({ search: '?module=32', hash: '#cosmetology' });
  });
});
