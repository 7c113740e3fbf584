import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  storyFieldRefusal,
  useStoryAction,
} from '../story-helpers';
import { HandleRequestDialog } from './handle-request-dialog';
import { newRequestsFixture } from './inbox.fixtures';

const machines = {
  ...STORY_ACTIONS,
  refusesNote: storyFieldRefusal('note', 'Ensure this field has no more than 2000 characters.'),
};

function HandleDemo({
  machine,
  events,
}: {
  machine: keyof typeof machines;
  events: StoryActionEvents;
}) {
  const { view, dialog, change } = useStoryAction(machines[machine], events);
  return (
    <div data-slot="handle-demo" data-state={view.state}>
      <HandleRequestDialog
        request={newRequestsFixture[0] ?? null}
        {...dialog}
        onNoteChange={(value) => change('note', value)}
      />
    </div>
  );
}

const open: StoryActionEvents = [{ type: 'action.open', values: { note: '' } }];
const typed: StoryActionEvents = [
  { type: 'action.open', values: { note: 'Am sunat, revine mâine.' } },
  { type: 'action.confirm' },
];

const meta = {
  title: 'Back office/Inbox/HandleRequestDialog',
  component: HandleDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds', events: open },
} satisfies Meta<typeof HandleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The note is typed; confirming marks the request handled and closes the dialog. */
export const Editing: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Rezolvă cererea' });
    await expect(dialog).toHaveAccessibleDescription(/Elena Ceban/);
    const note = within(dialog).getByRole('textbox', { name: 'Notă' });
    await userEvent.type(note, 'Am sunat-o.');
    await expect(note).toHaveValue('Am sunat-o.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marchează ca rezolvată' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** The call runs: the confirm button busy, the note kept. */
export const Submitting: Story = {
  args: { machine: 'pending', events: typed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { busy: true })).toBeVisible();
  },
};

/** Handled meanwhile by someone else, or the network: said, the note kept to try again. */
export const Failure: Story = {
  args: { machine: 'fails', events: typed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
    await expect(within(dialog).getByRole('textbox')).toHaveValue('Am sunat, revine mâine.');
  },
};

/** The server refused the note (too long): said at the field. */
export const NoteRefused: Story = {
  args: { machine: 'refusesNote', events: typed },
  play: async () => {
    const note = within(await screen.findByRole('dialog')).getByRole('textbox');
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    await expect(note).toHaveAccessibleDescription(/Nota este prea lungă/);
  },
};
