import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseDetailFixture, courseFixture, sessionFixture } from '../../mocks/fixtures';
import { renderApp } from '../../test/render-app';

describe('course page', { timeout: 15_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the course, and its buy modal sends a visitor to login and back (spec 2.5)', async () => {
    const user = userEvent.setup();
    const course = courseDetailFixture(courseFixture(4));
    const { router } = renderApp('/ro/course/4');
    expect(await screen.findByRole('heading', { level: 1, name: course.title })).toBeVisible();
    // Below the hero, loaded as it nears the screen.
    expect(await screen.findByText(course.course_content[1]?.name ?? '')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cumpără cursul' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cumpărarea cursului' });
    expect(within(dialog).getByText(course.title)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Continuă' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ro/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/ro/course/4');
  });

  it('offers a visitor a free course to start after login, with no buy dialog (issue 22)', async () => {
    const course = courseDetailFixture(courseFixture(3));
    renderApp('/ro/course/3');
    expect(await screen.findByRole('heading', { level: 1, name: course.title })).toBeVisible();

    expect(screen.getByRole('link', { name: 'Începe cursul' })).toHaveAttribute(
      'href',
      `/ro/login?redirect=${encodeURIComponent('/ro/course/3')}`,
    );
    expect(screen.queryByRole('button', { name: 'Cumpără cursul' })).toBeNull();
  });

  it('starts a free course at once for a logged-in user: no checkout, its player (issue 22)', async () => {
    sessionStorage.setItem('session', JSON.stringify(sessionFixture));
    const user = userEvent.setup();
    const { router } = renderApp('/en/course/3');
    const paths: string[] = [];
    router.subscribe((state) => paths.push((state.navigation.location ?? state.location).pathname));

    await user.click(await screen.findByRole('button', { name: 'Start the course' }));

    // The player of the access the server opened (the mock's 200 + course id).
    await waitFor(() => expect(paths).toContain('/en/course-inner/203'));
    expect(paths).not.toContain('/en/checkout');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sells the course: description, outcomes, chapters with lengths, instructor, discount (issue 25)', async () => {
    const course = courseDetailFixture(courseFixture(4));
    renderApp('/ro/course/4');
    await screen.findByRole('heading', { level: 1, name: course.title });

    const about = await screen.findByRole('region', { name: 'Despre curs' });
    expect(within(about).getByText('Protocoale de descărcat')).toBeInTheDocument();
    const outcomes = screen.getByRole('region', { name: 'Ce veți învăța' });
    expect(within(outcomes).getAllByRole('listitem')).toHaveLength(course.outcomes.length);
    // 12:30 + 24:10 + 1:01:45: the course, each chapter (as buttons) and each video.
    const content = screen.getByRole('region', { name: 'Conținutul cursului' });
    expect(
      within(content).getByText('2 capitole · 3 videoclipuri · 1 oră 38 de minute'),
    ).toBeVisible();
    expect(
      within(content).getByRole('button', { name: /2 videoclipuri · 37 de minute/ }),
    ).toBeVisible();
    expect(
      within(content).getByRole('button', { name: /1 videoclip · 1 oră 2 minute/ }),
    ).toBeVisible();
    const instructor = screen.getByRole('region', { name: 'Cine vă predă' });
    expect(within(instructor).getByRole('img', { name: 'Dr. Ecaterina Lungu' })).toBeVisible();
    expect(
      within(instructor).getByRole('link', { name: 'Mai multe despre autor' }),
    ).toHaveAttribute('href', '/ro/author');
    // The price after −15 %, the old one struck, both through the one money formatter.
    const hero = screen.getByRole('region', { name: course.title });
    expect(within(hero).getByText('300 €', { selector: 's' })).toBeVisible();
    expect(within(hero).getByText('255 €')).toBeVisible();
  });

  it('plays a free lesson to a visitor, from the hero and from its chapter (issue 25)', async () => {
    const user = userEvent.setup();
    renderApp('/en/course/4');
    await user.click(await screen.findByRole('button', { name: 'Watch a free lesson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Introducere' });
    expect(dialog.querySelector('video')).toHaveAttribute(
      'src',
      '/demo/video/theory.mp4?t=preview-4',
    );
    // The lesson leads to the purchase: the course's buy dialog opens over it.
    await user.click(within(dialog).getByRole('button', { name: 'Buy the course' }));
    expect(await screen.findByRole('dialog', { name: 'Buying the course' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Buying the course' })).toBeNull(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: /Anatomie și indicații/ }));
    await user.click(screen.getByRole('button', { name: 'Watch free: Introducere' }));
    expect(await screen.findByRole('dialog', { name: 'Introducere' })).toBeVisible();
    // Only the free lesson is offered: the paid ones have no button.
    expect(screen.queryByRole('button', { name: 'Watch free: Anatomia zonei' })).toBeNull();
  });

  it('offers no free lesson for a course without one', async () => {
    const course = courseDetailFixture(courseFixture(5));
    renderApp('/ro/course/5');
    await screen.findByRole('heading', { level: 1, name: course.title });
    expect(screen.queryByRole('button', { name: 'Vezi o lecție gratuită' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Vizionează gratuit/ })).toBeNull();
  });

  it('never shows "Buy" to the owner of a course, not even for a moment (issue 25)', async () => {
    sessionStorage.setItem('session', JSON.stringify(sessionFixture));
    // The demo user bought course 4 (paid through the test provider of the mock server).
    const pay = await fetch(`${location.origin}/api/orders/104/pay/`, {
      method: 'POST',
      headers: { Authorization: `Token ${sessionFixture.token}` },
      body: JSON.stringify({ card_number: '4242 4242 4242 4242' }),
    });
    expect(pay.status).toBe(200);
    const seen = new Set<string>();
    const watcher = new MutationObserver(() => {
      for (const button of document.querySelectorAll('button, a'))
        seen.add(button.textContent ?? '');
    });
    watcher.observe(document.body, { childList: true, subtree: true, characterData: true });

    renderApp('/ro/course/4');
    expect(await screen.findByRole('link', { name: 'Continuă vizionarea' })).toHaveAttribute(
      'href',
      '/ro/course-inner/204',
    );
    watcher.disconnect();
    expect([...seen].filter((text) => text.includes('Cumpără cursul'))).toEqual([]);
  });

  it('goes back to the catalogue for a course the API does not know', async () => {
    const { router } = renderApp('/ro/course/999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ro/category'));
  });
});
