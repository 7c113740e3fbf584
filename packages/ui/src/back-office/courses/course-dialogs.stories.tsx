import { COURSE_FORM_ERRORS } from '@academy/contract/back-office/courses';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyPromise } from '../../flows/use-story-actor';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  storyActionMachine,
  storyFieldRefusal,
  useStoryAction,
} from '../story-helpers';
import { CourseActionDialog } from './course-action-dialog';
import { CourseCreateDialog } from './course-create-dialog';
import { courseCreateRefusal } from './course-form-values';
import { courseCategoriesFixture } from './courses.fixtures';
import type { CourseAction } from './courses-types';

const machines = {
  ...STORY_ACTIONS,
  /** What the page's `perform` does first: the form's own check refuses an empty one. */
  checks: storyActionMachine(
    storyPromise({ settle: 'reject', error: courseCreateRefusal({ name: '' }) }),
  ),
  /** Publishing refused: no cover, no video yet. */
  lacking: storyActionMachine(
    storyPromise({
      settle: 'reject',
      error: {
        fieldErrors: {
          image_id: [COURSE_FORM_ERRORS.publishCover],
          videos: [COURSE_FORM_ERRORS.publishVideo],
        },
      },
    }),
  ),
  /** Deleting refused: bought (the page hands the 409 on as the record's refusal). */
  bought: storyFieldRefusal('non_field_errors', COURSE_FORM_ERRORS.bought),
};

/** The create dialog, or an action's confirmation when `verb` is given. */
function DialogDemo({
  machine,
  events,
  verb,
}: {
  machine: keyof typeof machines;
  events: StoryActionEvents;
  verb?: CourseAction;
}) {
  const { actor, view } = useStoryAction(machines[machine], events);
  const props = {
    action: view,
    onConfirm: () =>
      actor.send({ type: view.state === 'failure' ? 'action.retry' : 'action.confirm' }),
    onCancel: () => actor.send({ type: 'action.cancel' }),
  };
  return (
    <div data-slot="course-dialog-demo" data-state={view.state}>
      {verb ? (
        <CourseActionDialog {...props} verb={verb} name="Peeling chimic" />
      ) : (
        <CourseCreateDialog
          {...props}
          categories={courseCategoriesFixture}
          onChange={(field, value) => actor.send({ type: 'action.change', field, value })}
        />
      )}
    </div>
  );
}

const open: StoryActionEvents = [{ type: 'action.open', values: { name: '', category_id: '' } }];
const confirmed: StoryActionEvents = [{ type: 'action.open' }, { type: 'action.confirm' }];

const meta = {
  title: 'Back office/Courses/Dialogs',
  component: DialogDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds', events: open },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new course from its Romanian name and category. */
export const Create: Story = {
  play: async () => {
    const form = within(await screen.findByRole('dialog', { name: 'Curs nou' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Numele în română' }), 'Peeling');
    await userEvent.click(form.getByRole('combobox', { name: 'Categorie' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cosmetologie' }));
    await userEvent.click(form.getByRole('button', { name: 'Creează cursul' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** No name and no category: each said at its field, nothing sent. */
export const CreateInvalid: Story = {
  args: { machine: 'checks', events: [...open, { type: 'action.confirm' }] },
  play: async () => {
    const form = within(await screen.findByRole('dialog'));
    const name = form.getByRole('textbox', { name: 'Numele în română' });
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(form.getByRole('combobox', { name: 'Categorie' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const CreateSubmitting: Story = {
  args: {
    machine: 'pending',
    events: [
      { type: 'action.open', values: { name: 'Peeling', category_id: '3' } },
      { type: 'action.confirm' },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { busy: true })).toBeVisible();
  },
};

export const CreateFailure: Story = {
  args: {
    machine: 'fails',
    events: [
      { type: 'action.open', values: { name: 'Peeling', category_id: '3' } },
      { type: 'action.confirm' },
    ],
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Numele în română' })).toHaveValue('Peeling');
  },
};

/** Publishing, confirmed. */
export const Publish: Story = {
  args: { verb: 'publish', events: [{ type: 'action.open' }] },
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Publicați „Peeling chimic”?' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Publică' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Publishing refused: what the course lacks, each said in words. */
export const PublishRefused: Story = {
  args: { verb: 'publish', machine: 'lacking', events: confirmed },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByText('Adăugați o copertă înainte de publicare.')).toBeVisible();
    await expect(dialog.getByText(/cel puțin un video/)).toBeVisible();
  },
};

export const Unpublish: Story = {
  args: { verb: 'unpublish', events: [{ type: 'action.open' }] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/cumpărătorii îl păstrează/)).toBeVisible();
  },
};

/** Deleting a bought course is refused: unpublish it instead. */
export const DeleteRefused: Story = {
  args: { verb: 'delete', machine: 'bought', events: confirmed },
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Ștergeți „Peeling chimic”?' }),
    );
    await expect(await dialog.findByText(/retrageți-l de pe site/)).toBeVisible();
  },
};

export const ActionSubmitting: Story = {
  args: { verb: 'delete', machine: 'pending', events: confirmed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { busy: true })).toBeVisible();
  },
};

export const ActionFailure: Story = {
  args: { verb: 'unpublish', machine: 'fails', events: confirmed },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByText('Acțiunea nu a reușit. Încercați din nou.')).toBeVisible();
  },
};
