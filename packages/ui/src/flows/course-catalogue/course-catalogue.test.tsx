import { type CataloguePage, courseCatalogueMachine } from '@academy/machines';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { flowMessages } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import { storyPromise, useDrivenActor } from '../use-story-actor';
import { CourseCatalogue } from './course-catalogue';

const CATEGORIES = [
  { id: 3, name: 'Injectables', slug: 'injectables' },
  { id: 4, name: 'Cosmetology', slug: 'cosmetology' },
];
const PAGE: CataloguePage = {
  count: 9,
  results: [
    { id: 1, title: 'Lips', price: 100, discount: 10 },
    { id: 2, name: 'Peels', price: 50 },
  ],
};
const machine = courseCatalogueMachine.provide({
  actors: {
    loadCategories: storyPromise({ settle: 'resolve', output: CATEGORIES }),
    loadModules: storyPromise({ settle: 'resolve', output: [{ id: 31, name: 'Upper lip' }] }),
    loadCourses: storyPromise({ settle: 'resolve', output: PAGE }),
  },
});

function Catalogue() {
  const actor = useDrivenActor(machine, { input: { lang: 'en' } });
  return <CourseCatalogue actor={actor} courseHref={(course) => `/en/course/${course.id}`} />;
}

describe('CourseCatalogue', () => {
  it('lists the courses with the count, toggles a category and offers "load more"', async () => {
    renderWithProviders(<Catalogue />, {
      language: 'en',
      namespaces: { flows: flowMessages },
    });
    expect(await screen.findByText('Results: 9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Peels' })).toHaveAttribute('href', '/en/course/2');
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();

    const category = screen.getByRole('button', { name: 'Cosmetology' });
    expect(category).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(category);
    await waitFor(() => expect(category).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByRole('button', { name: 'Upper lip' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
