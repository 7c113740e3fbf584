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
    expect(screen.getByText(course.course_content[1]?.name ?? '')).toBeInTheDocument();

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

  it('goes back to the catalogue for a course the API does not know', async () => {
    const { router } = renderApp('/ro/course/999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ro/category'));
  });
});
