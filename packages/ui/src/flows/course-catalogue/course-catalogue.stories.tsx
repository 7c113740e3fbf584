import {
  type CatalogueCategory,
  type CatalogueCourse,
  type CatalogueModule,
  type CataloguePage,
  COURSE_CATALOGUE_MESSAGE_KEYS,
  courseCatalogueMachine,
} from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_COURSES } from '../../blocks/course-card/course-card.fixtures';
import { storyPromise, useDrivenActor } from '../use-story-actor';
import { CourseCatalogue } from './course-catalogue';

const CATEGORIES: CatalogueCategory[] = [
  { id: 3, name: 'Injectable aesthetics', slug: 'injectables' },
  { id: 4, name: 'Cosmetology', slug: 'cosmetology' },
  { id: 8, name: 'Trichology', slug: 'trichology' },
  { id: 10, name: 'Longevity medicine', slug: 'longevity' },
];
const MODULES: CatalogueModule[] = [
  { id: 31, name: 'Lips' },
  { id: 32, name: 'Mid-face' },
  { id: 33, name: 'Jawline' },
];
const COURSES: CatalogueCourse[] = DEMO_COURSES;
const PAGE: CataloguePage = { count: 20, results: COURSES };
const EMPTY_PAGE: CataloguePage = { count: 0, results: [] };
const NO_MODULES: CatalogueModule[] = [];

const machines = {
  loadingCategories: courseCatalogueMachine.provide({
    actors: { loadCategories: storyPromise({ settle: 'never' }) },
  }),
  loadingModules: courseCatalogueMachine.provide({
    actors: {
      loadCategories: storyPromise({ settle: 'resolve', output: CATEGORIES }),
      loadModules: storyPromise({ settle: 'never' }),
    },
  }),
  loadingCourses: courseCatalogueMachine.provide({
    actors: {
      loadCategories: storyPromise({ settle: 'resolve', output: CATEGORIES }),
      loadCourses: storyPromise({ settle: 'never' }),
    },
  }),
  ready: courseCatalogueMachine.provide({
    actors: {
      loadCategories: storyPromise({ settle: 'resolve', output: CATEGORIES }),
      loadModules: storyPromise({ settle: 'resolve', output: MODULES }),
      loadCourses: storyPromise({ settle: 'resolve', output: PAGE }),
    },
  }),
  empty: courseCatalogueMachine.provide({
    actors: {
      loadCategories: storyPromise({ settle: 'resolve', output: CATEGORIES }),
      loadModules: storyPromise({ settle: 'resolve', output: NO_MODULES }),
      loadCourses: storyPromise({ settle: 'resolve', output: EMPTY_PAGE }),
    },
  }),
};

function Catalogue({ machine, hash }: { machine: keyof typeof machines; hash?: string }) {
  const actor = useDrivenActor(machines[machine], { input: { lang: 'ro', hash } });
  return <CourseCatalogue actor={actor} courseHref={(course) => `#course-${course.id}`} />;
}

const meta = {
  title: 'Flows/CourseCatalogue',
  component: Catalogue,
  parameters: {
    flow: { machine: courseCatalogueMachine, messages: COURSE_CATALOGUE_MESSAGE_KEYS },
  },
  args: { machine: 'ready' },
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingCategories: Story = {
  args: { machine: 'loadingCategories' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The hash named a category: its modules are on their way. */
export const LoadingModules: Story = {
  args: { machine: 'loadingModules', hash: '#cosmetology' },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Cosmetology' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

export const LoadingCourses: Story = {
  args: { machine: 'loadingCourses' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('list', { name: 'Se încarcă cursurile' }),
    ).toBeVisible();
  },
};

/** Ready, nothing selected: every course, the count and "load more". */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Rezultate: 20')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(8);
    await expect(canvas.getByRole('button', { name: 'Încarcă mai mult' })).toBeEnabled();
  },
};

/** A category chosen (from the hash): its modules, the first one selected; a click toggles. */
export const ReadyWithSelection: Story = {
  args: { hash: '#injectables' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lips = await canvas.findByRole('button', { name: 'Lips' });
    await expect(lips).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Mid-face' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Mid-face' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Lips' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(await canvas.findByText('Rezultate: 20')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { machine: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nu există cursuri')).toBeVisible();
  },
};
