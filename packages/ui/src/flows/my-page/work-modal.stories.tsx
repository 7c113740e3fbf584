import { WORK_MODAL_MESSAGE_KEYS, workModalMachine } from '@academy/machines';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { takesPointer } from '../../test/story-waits';
import { type EventOf, storyPromise, useDrivenActor } from '../use-story-actor';
import { myPageWorkFixture } from './my-page.fixtures';
import { WorkModalView } from './work-modal';

const slide = myPageWorkFixture;
const machines = {
  accepts: workModalMachine.provide({
    actors: {
      createSlide: storyPromise<void>({ settle: 'resolve', output: undefined }),
      updateSlide: storyPromise<void>({ settle: 'resolve', output: undefined }),
      deleteSlide: storyPromise<void>({ settle: 'resolve', output: undefined }),
    },
  }),
  pending: workModalMachine.provide({
    actors: {
      createSlide: storyPromise({ settle: 'never' }),
      updateSlide: storyPromise({ settle: 'never' }),
      deleteSlide: storyPromise({ settle: 'never' }),
    },
  }),
  /** The server's 400 on a file that is not an image (a text file named `.png`). */
  refusesImage: workModalMachine.provide({
    actors: {
      updateSlide: storyPromise({
        settle: 'reject',
        error: { fieldErrors: { image: ['Upload a valid image (jpeg, png, webp or gif).'] } },
      }),
    },
  }),
};
type Events = readonly EventOf<typeof workModalMachine>[];
const openNew: Events = [{ type: 'modal.openNew', slideCount: 2 }];
const openEdit: Events = [{ type: 'modal.openEdit', slide }];

function WorkModalDemo({ machine, events }: { machine: keyof typeof machines; events?: Events }) {
  const actor = useDrivenActor(machines[machine], { input: { profileId: 7 }, events });
  return <WorkModalView actor={actor} />;
}

const modal = () => document.querySelector('[data-slot="work-modal"]');
const page = () => within(document.body);
/** The modal in `state`, taking clicks (see `takesPointer`). */
const opened = (state: string) =>
  waitFor(() => {
    expect(modal()).toHaveAttribute('data-state', state);
    expect(takesPointer(modal())).toBe(true);
  });

const meta = {
  title: 'Flows/WorkModal',
  component: WorkModalDemo,
  parameters: { flow: { machine: workModalMachine, messages: WORK_MODAL_MESSAGE_KEYS } },
  args: { machine: 'accepts', events: openNew },
} satisfies Meta<typeof WorkModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: nothing shows until Add or a slide opens it. */
export const ModalClosed: Story = {
  args: { events: [] },
  play: async () => {
    await expect(modal()).toBeNull();
  },
};

/** A new slide: the placeholder image, empty title and description. */
export const ModalNew: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  play: async () => {
    await opened('new');
    await expect(page().getByText('Nicio imagine aleasă')).toBeInTheDocument();
    await expect(page().queryByRole('button', { name: 'Șterge' })).toBeNull();
  },
};

/** A new slide saved without a title: the required message (spec 5). */
export const ModalNewTitleRequired: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  play: async () => {
    await opened('new');
    await userEvent.click(page().getByRole('button', { name: 'Salvează' }));
    await expect(await page().findByRole('alert')).toBeVisible();
  },
};

/**
 * Editing a slide by keyboard alone: Tab reaches the title, the editor's toolbar and Save;
 * Delete asks first; Escape keeps the slide.
 */
export const ModalEdit: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { events: openEdit },
  play: async () => {
    await opened('edit');
    const title = page().getByLabelText('Titlu');
    await expect(title).toHaveValue(slide.title);
    title.focus();
    await userEvent.keyboard('{End} (2024)');
    await expect(title).toHaveValue(`${slide.title} (2024)`);
    await userEvent.tab();
    await expect(page().getByRole('button', { name: 'Titlu de secțiune' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(page().getByRole('button', { name: 'Aldin' })).toHaveFocus();
    page().getByRole('button', { name: 'Șterge' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page().findByText('Ștergeți lucrarea?')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByText('Ștergeți lucrarea?')).toBeNull());
    await expect(modal()).toHaveAttribute('data-state', 'edit');
  },
};

/**
 * A link added to the description from the editor's dialog, by Apply and by Enter: only the link
 * is added; the modal stays open, unsaved (the dialog's submit once saved and closed it).
 */
export const ModalEditDescriptionLink: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  // Saving would never end here: a save the dialog started would show as `saving`.
  args: { machine: 'pending', events: openEdit },
  // Its play is the test; the modal looks as in ModalEdit.
  parameters: { visual: { disable: true } },
  play: async () => {
    await opened('edit');
    const text = page().getByRole('textbox', { name: 'Descriere' });
    for (const [typed, href] of [
      ['example.md/ana', 'https://example.md/ana'],
      ['example.md/ion{Enter}', 'https://example.md/ion'],
    ] as const) {
      await userEvent.click(page().getByRole('button', { name: 'Link' }));
      const url = await page().findByLabelText('Adresa (URL)');
      await userEvent.clear(url);
      await userEvent.type(url, typed);
      if (!typed.endsWith('{Enter}'))
        await userEvent.click(page().getByRole('button', { name: 'Aplică' }));
      await waitFor(() => expect(text.querySelector(`a[href="${href}"]`)).not.toBeNull());
      await waitFor(() => expect(page().queryByLabelText('Adresa (URL)')).toBeNull());
      await expect(modal()).toHaveAttribute('data-state', 'edit');
    }
  },
};

/** Saving an edited slide. */
export const ModalSaving: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'pending', events: [...openEdit, { type: 'form.save' }] },
  play: async () => {
    await opened('saving');
  },
};

/** Editing again after the server refused the chosen file: its refusal at the image. */
export const ModalEditImageRefused: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: {
    machine: 'refusesImage',
    events: [
      ...openEdit,
      { type: 'image.select', file: new File(['text'], 'notes.png', { type: 'image/png' }) },
      { type: 'form.save' },
    ],
  },
  play: async () => {
    await opened('edit');
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Fișierul nu a fost acceptat');
    await expect(page().getByLabelText('Imaginea')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Deleting a slide after its confirmation. */
export const ModalDeleting: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { machine: 'pending', events: [...openEdit, { type: 'slide.delete' }] },
  play: async () => {
    await opened('deleting');
  },
};

/** Save stays pressed-looking for 2.5 s after a click (spec 4). */
export const SaveButtonActive: Story = {
  // Opens a dialog: shown in the story view, not inline on the docs page it would cover.
  tags: ['!autodocs'],
  args: { events: openNew },
  play: async () => {
    await opened('new');
    const save = page().getByRole('button', { name: 'Salvează' });
    await userEvent.click(save);
    await expect(save).toHaveAttribute('data-active', 'true');
  },
};
