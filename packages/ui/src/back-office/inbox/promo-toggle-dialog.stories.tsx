import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  useStoryAction,
} from '../story-helpers';
import { promoCodesFixture } from './inbox.fixtures';
import { PromoToggleDialog } from './promo-toggle-dialog';

function ToggleDemo({
  machine,
  events,
  disabled = false,
}: {
  machine: keyof typeof STORY_ACTIONS;
  events: StoryActionEvents;
  disabled?: boolean;
}) {
  const { view, dialog } = useStoryAction(STORY_ACTIONS[machine], events);
  const promo = promoCodesFixture[disabled ? 2 : 0] ?? null;
  return (
    <div data-slot="toggle-demo" data-state={view.state}>
      <PromoToggleDialog promo={promo} {...dialog} />
    </div>
  );
}

const open: StoryActionEvents = [{ type: 'action.open' }];

const meta = {
  title: 'Back office/Inbox/PromoToggleDialog',
  component: ToggleDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds', events: open },
} satisfies Meta<typeof ToggleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Disabling: what buyers will be told, a red confirm. */
export const Disable: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Dezactivați WELCOME10?' });
    await expect(dialog).toHaveAccessibleDescription(/nu mai este valabil/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dezactivează' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Enabling a disabled code again. */
export const Enable: Story = {
  args: { disabled: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Activați COURSE20?' });
    await expect(within(dialog).getByRole('button', { name: 'Activează' })).toBeEnabled();
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
