import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  useStoryAction,
} from '../story-helpers';
import { DeletePublicationDialog } from './delete-publication-dialog';

function DeleteDemo({
  machine,
  events,
}: {
  machine: keyof typeof STORY_ACTIONS;
  events: StoryActionEvents;
}) {
  const { view, dialog } = useStoryAction(STORY_ACTIONS[machine], events);
  return (
    <div data-slot="delete-demo" data-state={view.state}>
      <DeletePublicationDialog kind="article" title="Mezoterapia pe scurt" {...dialog} />
    </div>
  );
}

const open: StoryActionEvents = [{ type: 'action.open' }];

const meta = {
  title: 'Back office/Articles/DeletePublicationDialog',
  component: DeleteDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds', events: open },
} satisfies Meta<typeof DeleteDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question names the article and says it leaves the site at once. */
export const Confirming: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Ștergeți articolul „Mezoterapia pe scurt”?',
    });
    await expect(dialog).toHaveAccessibleDescription(/Dispare de pe site imediat/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Șterge definitiv' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Submitting: Story = {
  args: { machine: 'pending', events: [...open, { type: 'action.confirm' }] },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { busy: true })).toBeVisible();
  },
};

export const Failure: Story = {
  args: { machine: 'fails', events: [...open, { type: 'action.confirm' }] },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
  },
};
