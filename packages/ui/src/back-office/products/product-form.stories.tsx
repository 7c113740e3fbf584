import { PRODUCT_FORM_ERRORS } from '@academy/contract/back-office/products';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyPromise } from '../../flows/use-story-actor';
import { imageBinding } from '../images/image-field.fixtures';
import {
  STAFF_ACTION_FLOW,
  STORY_ACTIONS,
  type StoryActionEvents,
  storyActionMachine,
  useStoryAction,
} from '../story-helpers';
import { ProductForm } from './product-form';
import { productFormValues } from './product-form-values';
import type { ProductSearch } from './product-relations-section';
import {
  foundSearch,
  idleSearch,
  productBrandsFixture,
  productCategoriesFixture,
  productFixture,
} from './products.fixtures';

/** A product's pictures are square. */
const SQUARE = { width: 640, height: 640 };

const machines = {
  ...STORY_ACTIONS,
  /** The server refused the Romanian old price and the Russian title. */
  refuses: storyActionMachine(
    storyPromise({
      settle: 'reject',
      error: {
        fieldErrors: {
          price_old_ro: [PRODUCT_FORM_ERRORS.oldPrice],
          'title.ru': ['Ensure this field has no more than 200 characters.'],
        },
      },
    }),
  ),
};

function FormDemo({
  machine,
  events,
  product = productFixture,
  saved = false,
  search = idleSearch,
  onAction,
}: {
  machine: keyof typeof machines;
  events: StoryActionEvents;
  product?: typeof productFixture;
  saved?: boolean;
  search?: ProductSearch;
  onAction: (action: string) => void;
}) {
  const { actor, view } = useStoryAction(machines[machine], events);
  const [searches, setSearches] = useState({ variants: idleSearch, similar: search });
  return (
    <ProductForm
      product={product}
      form={view}
      saved={saved}
      onChange={(field, value) => actor.send({ type: 'action.change', field, value })}
      onSave={() => actor.send({ type: 'action.confirm' })}
      categories={productCategoriesFixture}
      brands={productBrandsFixture}
      searches={searches}
      onSearch={(relation, q) => setSearches({ ...searches, [relation]: { ...foundSearch, q } })}
      images={{
        image: imageBinding(product.image_thumbnail, SQUARE),
        image2: imageBinding(product.image2_thumbnail, SQUARE),
      }}
      onAction={onAction}
      backHref="/ro/admin/products"
    />
  );
}

const opened: StoryActionEvents = [
  { type: 'action.open', values: productFormValues(productFixture) },
];
const confirmed: StoryActionEvents = [...opened, { type: 'action.confirm' }];

const meta = {
  title: 'Back office/Products/ProductForm',
  component: FormDemo,
  tags: ['!autodocs'],
  parameters: { flow: STAFF_ACTION_FLOW, layout: 'padded' },
  args: { machine: 'succeeds', events: opened, onAction: fn() },
} satisfies Meta<typeof FormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A shown, ordered product: its texts per language, prices per market, stock and relations. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ser hidratant' })).toBeVisible();
    await expect(canvas.getByText(/a fost comandat/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Șterge' })).toBeNull();
    const romania = within(
      canvas.getAllByRole('group', { name: 'România · LEI' })[0] as HTMLElement,
    );
    const price = romania.getByRole('textbox', { name: 'Preț (LEI)' });
    await expect(price).toHaveValue('120');
    await userEvent.clear(price);
    await userEvent.type(price, '99,5');
    await expect(price).toHaveValue('99,5');
    await expect(canvas.getByRole('textbox', { name: 'Stoc în depozit (bucăți)' })).toHaveValue(
      '12',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Ascunde' }));
    await expect(args.onAction).toHaveBeenCalledWith('deactivate');
  },
};

/** A hidden product nobody ordered: it may be shown or deleted. */
export const EditingHiddenProduct: Story = {
  args: { product: { ...productFixture, active: false, ordered: false, image2_thumbnail: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ascuns')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete');
  },
};

/** Similar products found by a search: one added, shown as chosen, the search keeps the rest. */
export const EditingRelations: Story = {
  args: { search: foundSearch },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const similar = within(canvas.getByRole('group', { name: 'Produse similare' }));
    await userEvent.click(similar.getByRole('button', { name: 'Adaugă Cremă de noapte' }));
    await expect(similar.getByRole('button', { name: 'Elimină Cremă de noapte' })).toBeVisible();
    await expect(similar.queryByRole('button', { name: 'Adaugă Cremă de noapte' })).toBeNull();
  },
};

/** A search under way among the products. */
export const EditingSearching: Story = {
  args: { search: { q: 'ser', state: 'loading', results: [] } },
  play: async ({ canvasElement }) => {
    const similar = within(within(canvasElement).getByRole('group', { name: 'Produse similare' }));
    await expect(similar.getByRole('status')).toHaveTextContent('Se caută…');
  },
};

export const Submitting: Story = {
  args: { machine: 'pending', events: confirmed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Salvează' })).toBeDisabled());
    await expect(canvas.getByText('Se salvează…')).toBeVisible();
  },
};

/** The save went through: said beside the button. */
export const Saved: Story = {
  args: { events: confirmed, saved: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Salvat')).toBeVisible();
  },
};

/** The server refused two fields: each said at its field (the Russian tab opens), the rest kept. */
export const FailureRefused: Story = {
  args: { machine: 'refuses', events: confirmed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const romania = within(
      canvas.getAllByRole('group', { name: 'România · LEI' })[0] as HTMLElement,
    );
    const old = romania.getByRole('textbox', { name: 'Preț vechi (LEI)' });
    await waitFor(() => expect(old).toHaveAttribute('aria-invalid', 'true'));
    await expect(old).toHaveAccessibleDescription(/Prețul vechi trebuie să fie mai mare/);
    // The refused language's tab opens once the refusal is drawn (an effect of TranslatedFields).
    await waitFor(() =>
      expect(canvas.getByRole('tab', { selected: true })).toHaveTextContent(/Русский/),
    );
    await expect(
      canvas.getByText('Verificați câmpurile marcate și confirmați din nou.'),
    ).toBeVisible();
  },
};

/** The server could not be reached: said, the form kept, Save offered again. */
export const Failure: Story = {
  args: { machine: 'fails', events: confirmed },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Acțiunea nu a reușit. Încercați din nou.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvează' })).toBeEnabled();
  },
};

/** At 375 px the markets stack, one under the other. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvează' })).toBeVisible();
  },
};
