import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  useStoryAction,
} from '../story-helpers';
import { handledRequestsFixture } from './inbox.fixtures';
import { ReopenRequestDialog } from './reopen-request-dialog';

function ReopenDemo({
  machine,
  events,
}: {
  machine: keyof typeof STORY_ACTIONS;
  events: StoryActionEvents;
}) {
  const { view, dialog } = useStoryAction(STORY_ACTIONS[machine], events);
  return (
    <div data-slot="reopen-demo" data-state={view.state}>
      <ReopenRequestDialog request={handledRequestsFixture[0] ?? null} {...dialog} />
    </div>
  );
}

const meta = {
  title: 'Back office/Inbox/ReopenRequestDialog',
  component: ReopenDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds', events: [{ type: 'action.open' }] },
} satisfies Meta<typeof ReopenDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked before the request goes back among the new ones; confirming closes the dialog. */
export const Confirm: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Redeschideți cererea?' });
    await expect(dialog).toHaveAccessibleDescription(/Maria Popa/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Redeschide' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Failure: Story = {
  args: { machine: 'fails', events: [{ type: 'action.open' }, { type: 'action.confirm' }] },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};
