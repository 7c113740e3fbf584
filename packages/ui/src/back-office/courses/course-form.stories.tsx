import { COURSE_FORM_ERRORS } from '@academy/contract/back-office/courses';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyPromise } from '../../flows/use-story-actor';
import { imageBinding } from '../images/image-field.fixtures';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  storyActionMachine,
  useStoryAction,
} from '../story-helpers';
import { CourseForm } from './course-form';
import { courseFormValues } from './course-form-values';
import { courseChoicesFixture, courseFixture } from './courses.fixtures';
import type { CoursePreview } from './courses-types';

const machines = {
  ...STORY_ACTIONS,
  /** The server refused the Russian name and the discount. */
  refuses: storyActionMachine(
    storyPromise({
      settle: 'reject',
      error: {
        fieldErrors: {
          discount: [COURSE_FORM_ERRORS.discount],
          'name.ru': ['Ensure this field has no more than 200 characters.'],
        },
      },
    }),
  ),
};

function FormDemo({
  machine,
  events,
  course = courseFixture,
  saved = false,
  preview = { state: 'idle' },
  onAction,
  onPreview,
}: {
  machine: keyof typeof machines;
  events: StoryActionEvents;
  course?: typeof courseFixture;
  saved?: boolean;
  preview?: CoursePreview;
  onAction: (action: string) => void;
  onPreview: () => void;
}) {
  const { actor, view } = useStoryAction(machines[machine], events);
  return (
    <CourseForm
      course={course}
      form={view}
      saved={saved}
      onChange={(field, value) => actor.send({ type: 'action.change', field, value })}
      onSave={() => actor.send({ type: 'action.confirm' })}
      choices={courseChoicesFixture}
      cover={imageBinding(course.cover?.thumbnail ?? null, { width: 640, height: 640 })}
      onAction={onAction}
      preview={preview}
      onPreview={onPreview}
      backHref="/ro/admin/courses"
      contentHref={`/ro/admin/course-content/${course.id}`}
    />
  );
}

const opened: StoryActionEvents = [
  { type: 'action.open', values: courseFormValues(courseFixture) },
];
const confirmed: StoryActionEvents = [...opened, { type: 'action.confirm' }];

const meta = {
  title: 'Back office/Courses/CourseForm',
  component: FormDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW, layout: 'padded' },
  args: { machine: 'succeeds', events: opened, onAction: fn(), onPreview: fn() },
} satisfies Meta<typeof FormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft nobody bought: its texts per language, choices, price, cover; publish, preview, delete. */
export const EditingDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Peeling chimic superficial' }),
    ).toBeVisible();
    await expect(canvas.getByText('Ciornă')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /Русский\W+2 din 3/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Capitole, video/ })).toHaveAttribute(
      'href',
      '/ro/admin/course-content/12',
    );
    const discount = canvas.getByRole('textbox', { name: 'Reducere (%)' });
    await expect(discount).toHaveValue('20');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Mesoestetic' }));
    await expect(canvas.getByRole('checkbox', { name: 'Mesoestetic' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Previzualizare' }));
    await expect(args.onPreview).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Publică' }));
    await expect(args.onAction).toHaveBeenCalledWith('publish');
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete');
  },
};

/** A published course with buyers: it may be taken off the site, not deleted. */
export const EditingPublished: Story = {
  args: { course: { ...courseFixture, is_published: true, buyers: 14 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Publicat')).toBeVisible();
    await expect(canvas.getByText(/nu mai poate fi șters/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Șterge' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retrage de pe site' }));
    await expect(args.onAction).toHaveBeenCalledWith('unpublish');
  },
};

/** The preview's link is ready: it opens the page as the server draws it, in a new tab. */
export const PreviewReady: Story = {
  args: { preview: { state: 'ready', url: '/ro/course/12?preview=12.1.x' } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Deschide previzualizarea/ });
    await expect(link).toHaveAttribute('href', '/ro/course/12?preview=12.1.x');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const PreviewLoading: Story = {
  args: { preview: { state: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Previzualizare' }),
    ).toBeDisabled();
  },
};

export const PreviewFailed: Story = {
  args: { preview: { state: 'failed' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Previzualizarea nu a putut fi pregătită/),
    ).toBeVisible();
  },
};

/** A course without a cover yet. */
export const NoCover: Story = {
  args: { course: { ...courseFixture, cover: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Coperta cursului')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { machine: 'pending', events: confirmed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Salvează' })).toBeDisabled());
    await expect(canvas.getByText('Se salvează…')).toBeVisible();
  },
};

export const Saved: Story = {
  args: { events: confirmed, saved: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Salvat')).toBeVisible();
  },
};

/** The server refused two fields: each said at its field (the Russian tab opens), the rest kept. */
export const FailureRefused: Story = {
  args: { machine: 'refuses', events: confirmed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const discount = canvas.getByRole('textbox', { name: 'Reducere (%)' });
    await waitFor(() => expect(discount).toHaveAttribute('aria-invalid', 'true'));
    await expect(discount).toHaveAccessibleDescription('Un procent întreg între 0 și 99.');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(/Русский/),
    );
    await expect(canvas.getByRole('textbox', { name: 'Nume' })).toHaveAccessibleDescription(
      'Verificați acest câmp.',
    );
  },
};

export const Failure: Story = {
  args: { machine: 'fails', events: confirmed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Acțiunea nu a reușit. Încercați din nou.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvează' })).toBeEnabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvează' })).toBeVisible();
  },
};
