import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
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
} satisfies Meta<typeof CourseUpdatesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the updated courses, a way to them, and a close that records the time. */
export const Open: Story = {
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
