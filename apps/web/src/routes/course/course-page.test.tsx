import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseDetailFixture, courseFixture } from '../../mocks/fixtures';
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

  it('goes back to the catalogue for a course the API does not know', async () => {
    const { router } = renderApp('/ro/course/999');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ro/category'));
  });
});
