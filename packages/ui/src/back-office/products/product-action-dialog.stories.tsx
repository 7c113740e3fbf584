import { PRODUCT_FORM_ERRORS } from '@academy/contract/back-office/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  storyFieldRefusal,
  useStoryAction,
} from '../story-helpers';
import { ProductActionDialog } from './product-action-dialog';
import type { ProductAction } from './product-form';

const machines = {
  ...STORY_ACTIONS,
  /** The server's 409 as the page hands it on: no picture yet. */
  noPicture: storyFieldRefusal('non_field_errors', PRODUCT_FORM_ERRORS.imageRequired),
};

function ActionDemo({
  machine,
  verb,
  events,
}: {
  machine: keyof typeof machines;
  verb: ProductAction;
  events: StoryActionEvents;
}) {
  const { actor, view } = useStoryAction(machines[machine], events);
  return (
    <div data-slot="product-action-demo" data-state={view.state}>
      <ProductActionDialog
        verb={verb}
        title="Ser hidratant"
        action={view}
        onConfirm={() =>
          actor.send({ type: view.state === 'failure' ? 'action.retry' : 'action.confirm' })
        }
        onCancel={() => actor.send({ type: 'action.cancel' })}
      />
    </div>
  );
}

const open: StoryActionEvents = [{ type: 'action.open' }];
const confirmed: StoryActionEvents = [...open, { type: 'action.confirm' }];

const meta = {
  title: 'Back office/Products/ProductActionDialog',
  component: ActionDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds', verb: 'activate', events: open },
} satisfies Meta<typeof ActionDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Showing a product in the shop, confirmed. */
export const Activate: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Afișați „Ser hidratant”?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Afișează în magazin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Deactivate: Story = {
  args: { verb: 'deactivate' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/pagina lui nu mai poate fi deschisă/)).toBeVisible();
  },
};

export const Delete: Story = {
  args: { verb: 'delete' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Ștergeți „Ser hidratant”?' }));
    await expect(dialog.getByRole('button', { name: 'Șterge' })).toBeVisible();
  },
};

/** The server refused to show a product without its picture: said in words. */
export const FailureNoPicture: Story = {
  args: { machine: 'noPicture', events: confirmed },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(
      await dialog.findByText('Adăugați imaginea produsului înainte de a-l afișa.'),
    ).toBeVisible();
  },
};

export const Submitting: Story = {
  args: { machine: 'pending', events: confirmed },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { busy: true })).toBeVisible();
  },
};

export const Failure: Story = {
  args: { machine: 'fails', events: confirmed, verb: 'deactivate' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByText('Acțiunea nu a reușit. Încercați din nou.')).toBeVisible();
  },
};
