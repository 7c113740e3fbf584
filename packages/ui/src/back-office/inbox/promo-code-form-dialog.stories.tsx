import { PROMO_FORM_ERRORS } from '@academy/contract/back-office/inbox';
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
import { promoCategoriesFixture, promoCodesFixture } from './inbox.fixtures';
import { PromoCodeFormDialog } from './promo-code-form-dialog';
import { promoFormRefusal, promoFormValues } from './promo-form-values';

/** Values the contract's schema refuses: a bad code, no value, the end before the start. */
const invalid = {
  ...promoFormValues(),
  code: 'TWO WORDS',
  percent: '',
  starts_at: '2027-02-01T00:00',
  ends_at: '2027-01-01T00:00',
  max_uses: '2',
  per_user: '3',
};

const machines = {
  ...STORY_ACTIONS,
  /** What the page's `perform` does first: the form's own check refuses these values. */
  checks: storyActionMachine(storyPromise({ settle: 'reject', error: promoFormRefusal(invalid) })),
  codeTaken: storyFieldRefusal('code', PROMO_FORM_ERRORS.codeTaken),
};

function PromoFormDemo({
  machine,
  events,
  editing = false,
}: {
  machine: keyof typeof machines;
  events: StoryActionEvents;
  editing?: boolean;
}) {
  const { view, dialog, change } = useStoryAction(machines[machine], events);
  return (
    <div data-slot="promo-form-demo" data-state={view.state}>
      <PromoCodeFormDialog
        mode={editing ? { kind: 'edit', code: 'SHOP100' } : { kind: 'create' }}
        {...dialog}
        categories={promoCategoriesFixture}
        onChange={change}
      />
    </div>
  );
}

const create: StoryActionEvents = [{ type: 'action.open', values: promoFormValues() }];
const edit: StoryActionEvents = [
  { type: 'action.open', values: promoFormValues(promoCodesFixture[1]) },
];

const meta = {
  title: 'Back office/Inbox/PromoCodeFormDialog',
  component: PromoFormDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds', events: create },
} satisfies Meta<typeof PromoFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new code: a percentage by default; fixed amounts ask for one per currency. */
export const Create: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Cod promoțional nou' });
    const form = within(dialog);
    await userEvent.type(form.getByRole('textbox', { name: 'Cod' }), 'AUTUMN15');
    await userEvent.type(form.getByRole('textbox', { name: 'Procent (1–100)' }), '15');
    await userEvent.click(form.getByRole('radio', { name: 'Sume fixe' }));
    await expect(form.queryByRole('textbox', { name: 'Procent (1–100)' })).toBeNull();
    await expect(form.getAllByRole('textbox', { name: 'LEI' })).toHaveLength(2);
    await userEvent.click(form.getByRole('radio', { name: 'Procent' }));
    await userEvent.click(form.getByRole('button', { name: 'Creează codul' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Editing a code: its values in the fields, fixed amounts and a minimum per currency. */
export const Edit: Story = {
  args: { events: edit, editing: true },
  play: async () => {
    const form = within(await screen.findByRole('dialog', { name: 'Modifică SHOP100' }));
    await expect(form.getByRole('textbox', { name: 'Cod' })).toHaveValue('SHOP100');
    await expect(form.getByRole('radio', { name: 'Sume fixe' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Utilizări în total' })).toHaveValue('50');
  },
};

/** Limited to categories: the shop's categories to tick. */
export const Categories: Story = {
  args: {
    events: [{ type: 'action.open', values: { ...promoFormValues(), scope: 'categories' } }],
  },
  play: async () => {
    const form = within(await screen.findByRole('dialog'));
    await userEvent.click(form.getByRole('checkbox', { name: 'Aparate' }));
    await expect(form.getByRole('checkbox', { name: 'Aparate' })).toBeChecked();
  },
};

/** The form's own check (the contract's schema) refused the values: each said at its field. */
export const FormInvalid: Story = {
  args: {
    machine: 'checks',
    events: [{ type: 'action.open', values: invalid }, { type: 'action.confirm' }],
  },
  play: async () => {
    const form = within(await screen.findByRole('dialog'));
    const code = form.getByRole('textbox', { name: 'Cod' });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await expect(code).toHaveAccessibleDescription(/Folosiți 3–60 de litere/);
    await expect(
      form.getByRole('textbox', { name: 'Procent (1–100)' }),
    ).toHaveAccessibleDescription('Dați fie un procent, fie o sumă în cel puțin o monedă.');
    await expect(form.getByLabelText('Valabil până la')).toHaveAccessibleDescription(
      'Sfârșitul trebuie să fie după început.',
    );
    await expect(form.getByRole('alert')).toBeVisible();
  },
};

/** The server found the code taken: said at the code, the rest kept. */
export const CodeTaken: Story = {
  args: { machine: 'codeTaken', events: [...edit, { type: 'action.confirm' }], editing: true },
  play: async () => {
    const code = within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'Cod' });
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/Există deja un cod cu acest nume/),
    );
  },
};

export const Submitting: Story = {
  args: { machine: 'pending', events: [...edit, { type: 'action.confirm' }], editing: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('button', { busy: true })).toBeVisible();
  },
};

export const Failure: Story = {
  args: { machine: 'fails', events: [...edit, { type: 'action.confirm' }], editing: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(await within(dialog).findByRole('alert')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Salvează' })).toBeEnabled();
  },
};
