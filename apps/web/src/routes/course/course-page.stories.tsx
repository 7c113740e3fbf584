import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  courseDetailFixture,
  courseFixture,
  playerAccessFixture,
  sessionFixture,
} from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import {
  type AppAt,
  freshVisit,
  PAGE_LOAD,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

// A discounted course (−15 %), as most visitors find one.
const course = courseDetailFixture(courseFixture(4));

/**
 * The course page (spec 2.5) of a visitor: hero with the discounted price, description, outcomes,
 * chapters with their lengths, the instructor, a free lesson and the buy modal (issue 25).
 */
const meta = {
  title: 'Pages/Course',
  ...pageStory(`/ro/course/${course.id}`),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, course.title);
    const breadcrumbs = page.getByRole('navigation', { name: 'Fir de navigare' });
    await expect(within(breadcrumbs).getByRole('link', { name: 'Cursuri' })).toHaveAttribute(
      'href',
      '/ro/category',
    );
    await expect(page.getByRole('button', { name: 'Cumpără cursul' })).toBeEnabled();
    // Below the hero, loaded as it nears the screen.
    await expect(
      await page.findByText(course.course_content[0]?.name ?? '', {}, PAGE_LOAD),
    ).toBeInTheDocument();
    // The price after −15 %, the old one struck; what the buyer learns, from whom.
    await expect(page.getByText('300 €', { selector: 's' })).toBeVisible();
    await expect(page.getByText('255 €')).toBeVisible();
    const outcomes = page.getByRole('region', { name: 'Ce veți învăța' });
    await expect(within(outcomes).getAllByRole('listitem')).toHaveLength(course.outcomes.length);
    await expect(
      page.getByText('2 capitole · 3 videoclipuri · 1 oră 38 de minute'),
    ).toBeInTheDocument();
    await expect(
      within(page.getByRole('region', { name: 'Cine vă predă' })).getByRole('link', {
        name: 'Mai multe despre autor',
      }),
    ).toHaveAttribute('href', '/ro/author');
  },
};

/** A free lesson played to a visitor, in a dialog over the page (issue 25). */
export const FreePreview: Story = {
  // The lesson plays: its frames move, so no screenshot compares it.
  parameters: { ...PAGE_PARAMETERS, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, course.title);
    await userEvent.click(page.getByRole('button', { name: 'Vezi o lecție gratuită' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'dialog',
      { name: 'Introducere' },
      PAGE_LOAD,
    );
    await expect(dialog.querySelector('video')).toHaveAccessibleName('Introducere');
    await expect(within(dialog).getByRole('button', { name: 'Cumpără cursul' })).toBeVisible();
    await expect(dialog.querySelector('video')).toHaveAttribute(
      'src',
      '/demo/video/theory.mp4?t=preview-4',
    );
  },
};

/** A course without a free lesson and without a discount: one price, no free-lesson button. */
const plainCourse = courseDetailFixture(courseFixture(5));

export const WithoutDiscountOrPreview: Story = {
  args: { path: `/ro/course/${plainCourse.id}` },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, plainCourse.title);
    await expect(page.queryByRole('button', { name: 'Vezi o lecție gratuită' })).toBeNull();
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/**
 * The owner's page (logged in, course bought): "Continue watching", never "Buy". The browser's
 * loader asked with the token, so the page draws with its owner's access from the start.
 */
export const Owned: Story = {
  beforeEach: freshVisit(sessionFixture),
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/:lang/courses/course/:id/', ({ request }) =>
          HttpResponse.json({
            ...course,
            ...(request.headers.get('Authorization')
              ? { has_access: true, access_id: playerAccessFixture.id }
              : {}),
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, course.title);
    await expect(page.getByRole('link', { name: 'Continuă vizionarea' })).toHaveAttribute(
      'href',
      `/ro/course-inner/${playerAccessFixture.id}`,
    );
    await expect(page.queryByRole('button', { name: 'Cumpără cursul' })).toBeNull();
  },
};

/** The buy modal opened: the price after the discount and what the buyer gets. */
export const BuyDialog: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Cumpără cursul' }, PAGE_LOAD));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Cumpărarea cursului',
    });
    await expect(within(dialog).getByText(course.title)).toBeVisible();
    await expect(
      within(dialog).getByText(`Toate cele ${course.total_video_count} videoclipuri ale cursului`),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Continuă' })).toBeEnabled();
  },
};

// A free course: started at once, no buy dialog and no checkout (issue 22).
const freeCourse = courseDetailFixture(courseFixture(3));

/** A free course for a visitor: "Start the course" leads to login and back, no buy dialog. */
export const FreeCourse: Story = {
  args: { path: `/ro/course/${freeCourse.id}` },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, freeCourse.title);
    await expect(page.getByRole('link', { name: 'Începe cursul' })).toHaveAttribute(
      'href',
      `/ro/login?redirect=${encodeURIComponent(`/ro/course/${freeCourse.id}`)}`,
    );
    await expect(page.queryByRole('button', { name: 'Cumpără cursul' })).toBeNull();
  },
};

/** Purchase calls the FreeCourseStarted story received: its body, each time. */
const startCalls: unknown[] = [];

/**
 * A free course for a logged-in user: "Start the course" asks the server for it (no order form)
 * and its player opens at once. The call answers the player's demo access.
 */
export const FreeCourseStarted: Story = {
  args: { path: `/ro/course/${freeCourse.id}` },
  beforeEach: () => {
    freshVisit(sessionFixture)();
    startCalls.length = 0;
  },
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/:lang/courses/course/:id/purchase/', async ({ request }) => {
          startCalls.push(await request.json());
          return HttpResponse.json(
            { order: null, access_id: playerAccessFixture.id },
            { status: 201 },
          );
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, freeCourse.title);
    await expect(page.queryByRole('button', { name: 'Cumpără cursul' })).toBeNull();
    // Its flow loads for a logged-in user only, after the page.
    await userEvent.click(await page.findByRole('button', { name: 'Începe cursul' }, PAGE_LOAD));
    await pageWithHeading(canvasElement, playerAccessFixture.course.name);
    await expect(startCalls).toEqual([{}]);
  },
};

/** What an attacker would store in a course (issue 14): markup that runs code when it is parsed. */
const INJECTED =
  '<img src="x" onerror="window.__injected = true"><script>window.__injected = true</script>';

/**
 * A course whose name and first chapter name carry injected markup: both show as text, and nothing
 * runs (no image error handler, no script).
 */
export const InjectedMarkup: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/:lang/courses/course/:id/', () =>
          HttpResponse.json({
            ...course,
            title: `Curs ${INJECTED}`,
            description: `<p>Descriere</p>${INJECTED}`,
            course_content: course.course_content.map((chapter, index) =>
              index === 0 ? { ...chapter, name: `Capitol ${INJECTED}` } : chapter,
            ),
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, `Curs ${INJECTED}`);
    await expect(await page.findByText(`Capitol ${INJECTED}`, {}, PAGE_LOAD)).toBeInTheDocument();
    // A broken image of the same address, loaded after the page: once its error event came, an
    // injected one's would have come too (and an injected script would have run on insertion).
    await new Promise((settled) => {
      const probe = new Image();
      probe.onerror = settled;
      probe.onload = settled;
      probe.src = 'x';
    });
    const view = canvasElement.ownerDocument.defaultView as Window & { __injected?: boolean };
    await expect(view.__injected).toBeUndefined();
    await expect(
      canvasElement.querySelector('img[src="x"], script:not([type="application/ld+json"])'),
    ).toBeNull();
    // The page's JSON-LD names the course as data, its `<` escaped: nothing can close the script.
    for (const data of canvasElement.querySelectorAll('script[type="application/ld+json"]'))
      await expect(data.textContent).not.toContain('<');
  },
};
