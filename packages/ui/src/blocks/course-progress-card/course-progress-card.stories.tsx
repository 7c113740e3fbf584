import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { type CourseProgressData, CourseProgressList } from './course-progress-card';

const courses: CourseProgressData[] = [
  {
    id: 12,
    title: 'Toxina botulinică în practică',
    image: '/demo/catalogue/course-4.svg',
    progress: 45,
    videoCount: 12,
    href: '/ro/course-inner/12',
  },
  {
    id: 11,
    title: 'Peelingul chimic: de la teorie la cabinet',
    image: '/demo/catalogue/course-2.svg',
    progress: 0,
    videoCount: 8,
    href: '/ro/course-inner/11',
  },
  {
    id: 10,
    title: 'Masajul facial sculptural',
    image: '/demo/catalogue/course-7.svg',
    progress: 100,
    videoCount: 6,
    href: '/ro/course-inner/10',
  },
];

const meta = {
  title: 'Blocks/CourseProgressList',
  component: CourseProgressList,
  args: { courses, catalogueHref: '/ro/category' },
  parameters: {
    usage: {
      use: [
        "The member's purchased courses in the dashboard: each card opens the player and shows progress and its stage (not started, in progress, completed).",
        'CourseProgressList for the whole list, with its empty message and the failure alert.',
      ],
      avoid: [
        'Courses not yet bought: use CourseCard, which shows the price and opens the course page.',
        "Progress inside the player: use the player's own lesson list.",
      ],
      keyboard: [
        [
          'Tab',
          'Moves from card to card (the title link covers the card), or to the catalogue link when empty.',
        ],
        ['Enter', 'Opens the course player (or the catalogue).'],
      ],
      screenReader: [
        'Each card is an article with a heading link (h2 by default) and a progressbar named "Course progress", read as "45% · In progress".',
        'The stage badge is read as text; "continue" and the image are hidden. A failed load is an Alert (`role="alert"`), announced at once.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof CourseProgressList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Purchased courses: each card's title opens the player; the bar and the label tell the stage. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('link', { name: 'Toxina botulinică în practică' }),
    ).toHaveAttribute('href', '/ro/course-inner/12');
    const bars = canvas.getAllByRole('progressbar', { name: 'Progresul cursului' });
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['45', '0', '100']);
    await expect(canvas.getByText('În curs')).toBeVisible();
    await expect(canvas.getByText('Neînceput')).toBeVisible();
    await expect(canvas.getByText('Finalizat')).toBeVisible();
  },
};

/** No course bought yet: the message and a way to the catalogue. */
export const Empty: Story = {
  args: { courses: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Încă nu aveți cursuri cumpărate.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Vezi catalogul de cursuri' })).toHaveAttribute(
      'href',
      '/ro/category',
    );
  },
};

/** The access list failed (spec 8): the alert. */
export const Failure: Story = {
  args: { courses: [], failed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'request error server courses/access_list',
    );
  },
};
