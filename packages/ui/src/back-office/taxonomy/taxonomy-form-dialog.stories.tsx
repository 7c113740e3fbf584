import { TAXONOMY_ERRORS } from '@academy/contract/back-office/taxonomy';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { flatTranslated } from '../shell/form-values';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  storyFieldRefusal,
  useStoryAction,
} from '../story-helpers';
import { categoriesFixture, imageFieldFixture, text } from './taxonomy.fixtures';
import { TaxonomyFormDialog } from './taxonomy-form-dialog';

const machines = {
  ...STORY_ACTIONS,
  slugTaken: storyFieldRefusal('slug', TAXONOMY_ERRORS.slugTaken),
  moduleUsed: storyFieldRefusal('category_id', TAXONOMY_ERRORS.moduleUsed),
  ruMissing: storyFieldRefusal('name.ru', 'Ensure this field has no more than 100 characters.'),
};

function TaxonomyFormDemo({
  machine,
  events,
}: {
  machine: keyof typeof machines;
  events: StoryActionEvents;
}) {
  const { view, dialog, change } = useStoryAction(machines[machine], events);
  return (
    <div data-slot="taxonomy-form-demo" data-state={view.state}>
      <TaxonomyFormDialog
        {...dialog}
        categories={categoriesFixture.map((c) => ({ id: c.id, name: c.name.ro }))}
        logo={imageFieldFixture(view.values.kind === 'brand' ? '/demo/catalogue/logo-3.svg' : null)}
        onChange={change}
      />
    </div>
  );
}

const open = (values: Record<string, string>): StoryActionEvents => [
  { type: 'action.open', values },
];
const newCategory = open({ kind: 'category', verb: 'create', slug: '', ...flatTranslated('name') });
const module = open({
  kind: 'module',
  verb: 'edit',
  label: 'Peelinguri',
  category_id: '3',
  ...flatTranslated('name', text('Peelinguri', 'Пилинги', 'Peels')),
});

const meta = {
  title: 'Back office/Taxonomy/TaxonomyFormDialog',
  component: TaxonomyFormDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW },
  args: { machine: 'succeeds', events: newCategory },
} satisfies Meta<typeof TaxonomyFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new category: its address in the catalogue and its name, tab by language. */
export const Editing: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Categorie nouă' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Adresa în catalog' }), 'trichology');
    await userEvent.type(dialog.getByRole('textbox', { name: /Nume/ }), 'Tricologie');
    await expect(dialog.getByRole('tab', { name: /Română/ })).toHaveTextContent('complet');
    await userEvent.click(dialog.getByRole('button', { name: 'Adaugă' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** A module's form: its category and its name in each language. */
export const EditModule: Story = {
  args: { events: module },
  play: async () => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Editează modulul „Peelinguri”' }),
    );
    await expect(dialog.getByRole('combobox', { name: 'Categoria' })).toHaveTextContent(
      'Cosmetologie',
    );
    await expect(dialog.getByRole('button', { name: 'Salvează' })).toBeVisible();
  },
};

/** A brand: its name and its logo (a brand with one is a partner on Home). */
export const Brand: Story = {
  args: {
    events: open({
      kind: 'brand',
      verb: 'edit',
      label: 'Skin Lab',
      ...flatTranslated('name', text('Skin Lab')),
    }),
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Editează marca „Skin Lab”' }));
    await expect(dialog.getByRole('group', { name: 'Logo' })).toBeVisible();
  },
};

/** Being saved: the fields are disabled, the button busy. */
export const Submitting: Story = {
  args: { machine: 'pending', events: [...module, { type: 'action.confirm' }] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByRole('textbox', { name: /Nume/ })).toBeDisabled();
  },
};

/** The server refuses a slug another category has: said at the field, the form kept. */
export const SlugTaken: Story = {
  args: {
    machine: 'slugTaken',
    events: [
      {
        type: 'action.open',
        values: {
          kind: 'category',
          verb: 'create',
          slug: 'cosmetology',
          ...flatTranslated('name', text('Cosmetică')),
        },
      },
      { type: 'action.confirm' },
    ],
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(
      await dialog.findByText('O altă categorie are deja această adresă.'),
    ).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Adresa în catalog' })).toHaveValue(
      'cosmetology',
    );
  },
};

/** A module courses use cannot move: said at its category. */
export const ModuleUsed: Story = {
  args: {
    machine: 'moduleUsed',
    events: [
      ...module,
      { type: 'action.change', field: 'category_id', value: '4' },
      { type: 'action.confirm' },
    ],
  },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByText(/nu se poate muta în altă categorie/)).toBeVisible();
  },
};

/** A refused text in another language opens that language's tab. */
export const RefusedInRussian: Story = {
  args: { machine: 'ruMissing', events: [...module, { type: 'action.confirm' }] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await waitFor(() =>
      expect(dialog.getByRole('tab', { name: /Русский/ })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(dialog.getByText('Verifică această valoare.')).toBeVisible();
  },
};

/** The server did not answer: said, the form kept for a retry. */
export const Failure: Story = {
  args: { machine: 'fails', events: [...module, { type: 'action.confirm' }] },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(await dialog.findByRole('alert')).toBeVisible();
  },
};
