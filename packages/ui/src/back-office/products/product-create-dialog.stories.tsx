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
import { ProductCreateDialog } from './product-create-dialog';
import { productCreateRefusal } from './product-form-values';
import { productCategoriesFixture } from './products.fixtures';

const machines = {
  ...STORY_ACTIONS,
  /** What the page's `perform` does first: the form's own check refuses an empty title. */
  checks: storyActionMachine(
    storyPromise({ settle: 'reject', error: productCreateRefusal({ 'title.ro': '' }) }),
  ),
};

function CreateDemo({
  machine,
  events,
}: {
  machine: keyof typeof machines;
  events: StoryActionEvents;
}) {
  const { view, dialog, change } = useStoryAction(machines[machine], events);
  return (
    <div data-slot="product-create-demo" data-state={view.state}>
      <ProductCreateDialog {...dialog} categories={productCategoriesFixture} onChange={change} />
    </div>
  );
}

const open: StoryActionEvents = [{ type: 'action.open', values: { 'title.ro': '', category: '' } }];

const meta = {
  title: 'Back office/Products/ProductCreateDialog',
  component: CreateDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds', events: open },
} satisfies Meta<typeof CreateDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Romanian title and the category, then the product is made (hidden until shown). */
export const Editing: Story = {
  play: async () => {
    const form = within(await screen.findByRole('dialog', { name: 'Produs nou' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Titlu (română)' }), 'Ser de noapte');
    await userEvent.click(form.getByRole('combobox', { name: 'Categorie' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Aparate' }));
    await userEvent.click(form.getByRole('button', { name: 'Creează produsul' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** No title and no category: each said at its field, nothing sent. */
export const FormInvalid: Story = {
  args: { machine: 'checks', events: [...open, { type: 'action.confirm' }] },
  play: async () => {
    const form = within(await screen.findByRole('dialog'));
    const title = form.getByRole('textbox', { name: 'Titlu (română)' });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(title).toHaveAccessibleDescription('Verificați această valoare.');
    await expect(form.getByRole('alert')).toBeVisible();
  },
};

export const Submitting: Story = {
  args: {
    machine: 'pending',
    events: [
      { type: 'action.open', values: { 'title.ro': 'Ser', category: '1' } },
      { type: 'action.confirm' },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { busy: true })).toBeVisible();
  },
};

export const Failure: Story = {
  args: {
    machine: 'fails',
    events: [
      { type: 'action.open', values: { 'title.ro': 'Ser', category: '1' } },
      { type: 'action.confirm' },
    ],
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Titlu (română)' })).toHaveValue('Ser');
  },
};
