import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { CourseUpdatesModal } from './course-updates-modal';

const meta = {
  title: 'Blocks/CourseUpdatesModal',
  component: CourseUpdatesModal,
  args: {
    open: true,
    courseNames: [
      'Biorevitalizare: protocoale avansate',
      'Masaj facial sculptural',
      'Medicina longevității: bazele',
    ],
    onClose: fn(),
    coursesHref: '/ro/dashboard/courses',
  },
  parameters: {
    usage: {
      use: [
        'After login, when courses the user owns got new videos or protocols since the last visit (spec 4): it names them.',
        'Every way out (Close, Esc, the courses link) calls `onClose`, so the app records the time and does not show it again.',
      ],
      avoid: [
        'News that should not interrupt the page: use an inline Alert rather than a modal.',
        'Asking for a decision or a purchase: use Dialog with its own actions (BuyCourseDialog for buying a course).',
      ],
      keyboard: [
        [
          'Tab / Shift+Tab',
          'Moves between Close and "Go to my courses"; focus stays inside the modal.',
        ],
        [
          'Enter / Space',
          'Close closes; Enter on the link opens the courses page and closes the modal.',
        ],
        ['Esc', 'Closes; focus goes back to the element that had it before the modal opened.'],
      ],
      screenReader: [
        'A modal dialog named by its title ("Your courses have been updated") and described by the line under it.',
        'The courses are a list, so their number is read out; the icons are hidden. The page behind is hidden while it is open.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof CourseUpdatesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the updated courses, a way to them, and a close that records the time. */
export const Open: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Cursurile dvs. au fost actualizate');
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(dialog).getByRole('link', { name: 'Spre cursurile mele' })).toHaveAttribute(
      'href',
      '/ro/dashboard/courses',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
  },
};

/** One course, without the link (when the app is already on the courses page). */
export const SingleCourse: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { courseNames: ['Peeling chimic: de la teorie la practică'], coursesHref: undefined },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Închide' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Closed: nothing on the page. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};
