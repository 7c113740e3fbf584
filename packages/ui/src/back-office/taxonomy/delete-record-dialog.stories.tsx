import type { DeleteRefusal } from '@academy/contract/back-office/taxonomy';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { storyPromise } from '../../flows/use-story-actor';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  storyActionMachine,
  useStoryAction,
} from '../story-helpers';
import { DeleteRecordDialog } from './delete-record-dialog';

const refusals: Record<string, DeleteRefusal> = {
  inUse: { detail: '', reason: 'in_use', courses: 0, products: 12, promo_codes: 1 },
  fixed: { detail: '', reason: 'fixed', courses: 0, products: 0, promo_codes: 0 },
};

const machines = {
  ...STORY_ACTIONS,
  refused: storyActionMachine(storyPromise({ settle: 'reject', error: new Error('409') })),
};

function DeleteDemo({
  machine,
  refusal,
}: {
  machine: keyof typeof machines;
  refusal?: keyof typeof refusals;
}) {
  const events: StoryActionEvents = [{ type: 'action.open', values: { id: '1' } }];
  const { view, dialog } = useStoryAction(machines[machine], events);
  return (
    <div data-slot="delete-record-demo" data-state={view.state}>
      <DeleteRecordDialog
        name="Creme"
        {...dialog}
        refusal={refusal && view.state === 'failure' ? (refusals[refusal] ?? null) : null}
      />
    </div>
  );
}

const meta = {
  title: 'Back office/Taxonomy/DeleteRecordDialog',
  component: DeleteDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds' },
} satisfies Meta<typeof DeleteDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Asked before deleting; confirmed, the dialog closes. */
export const Confirming: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Ștergi „Creme”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Șterge' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Still used: the server's refusal names how many products and promo codes use it. */
export const RefusedInUse: Story = {
  args: { machine: 'refused', refusal: 'inUse' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Șterge' }));
    await expect(
      await dialog.findByText(
        'Nu se poate șterge cât timp este folosit de: produse: 12, coduri promoționale: 1. Mută-le întâi în altă parte.',
      ),
    ).toBeVisible();
  },
};

/** A fixed category: never deleted, and said so. */
export const RefusedFixed: Story = {
  args: { machine: 'refused', refusal: 'fixed' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Șterge' }));
    await expect(await dialog.findByText(/se poate redenumi, nu și șterge/)).toBeVisible();
  },
};

/** The server did not answer: the general failure, with a retry. */
export const Failure: Story = {
  args: { machine: 'fails' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Șterge' }));
    await expect(await dialog.findByRole('alert')).toBeVisible();
  },
};
