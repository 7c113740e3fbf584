import { ARTICLE_FORM_ERRORS } from '@academy/contract/back-office/articles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArticleEditor } from './article-editor';
import { articleFormValues } from './article-form-values';
import {
  articleFixture,
  articleFormFixture,
  COVER_URL,
  editorFormOf,
  pictureBinding,
} from './articles.fixtures';

const meta = {
  title: 'Back office/Articles/ArticleEditor',
  component: ArticleEditor,
  args: {
    article: articleFixture,
    form: articleFormFixture(),
    cover: pictureBinding(COVER_URL),
    onDelete: fn(),
    backHref: '/ro/admin/articles',
    viewHref: '/ro/article/11',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ArticleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = articleFormValues(articleFixture);

/** A published article: its texts per language with their marks, address, date, cover. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Mezoterapia pe scurt/ })).toBeVisible();
    await expect(canvas.getByText('Publicat')).toBeVisible();
    await expect(canvas.getByLabelText(/Adresa/)).toHaveValue('mezoterapia-pe-scurt');
    await expect(canvas.getByRole('link', { name: /Vezi pe site/ })).toHaveAttribute(
      'href',
      '/ro/article/11',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Propune din titlu' }));
    await expect(args.form.onChange).toHaveBeenCalledWith('slug', 'mezoterapia-pe-scurt');
    await userEvent.click(canvas.getByRole('checkbox', { name: /Păstrează ca ciornă/ }));
    await expect(args.form.onChange).toHaveBeenCalledWith('draft', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează' }));
    await expect(args.form.onSave).toHaveBeenCalledOnce();
  },
};

/** A new draft: no cover yet, nothing but its Romanian title. */
export const Draft: Story = {
  args: {
    article: { ...articleFixture, status: 'draft', draft: true, image: '' },
    form: editorFormOf({ ...values, draft: 'true', image_url: '' }),
    cover: pictureBinding(null),
    viewHref: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ciornă')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Păstrează ca ciornă/ })).toBeChecked();
    await expect(canvas.queryByRole('link', { name: /Vezi pe site/ })).toBeNull();
  },
};

export const Submitting: Story = {
  args: { form: editorFormOf(values, { state: 'submitting' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { busy: true })).toBeVisible();
    await expect(canvas.getByLabelText(/Adresa/)).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { form: editorFormOf(values, { state: 'saved' }) },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Salvat'),
};

/** Refused: a taken address, no cover to publish, a Russian title over two lines; all kept. */
export const Refused: Story = {
  args: {
    cover: pictureBinding(null),
    form: editorFormOf(
      { ...values, slug: 'despre-noi', 'title.ru': 'Две\nстроки', image_url: '' },
      {
        state: 'failure',
        errorKey: 'staffAction.checkFields',
        fieldErrors: {
          slug: [ARTICLE_FORM_ERRORS.slugTaken],
          image_id: [ARTICLE_FORM_ERRORS.coverRequired],
          'title.ru': ['A title is one line.'],
        },
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Un alt articol are deja această adresă.')).toBeVisible();
    await expect(
      canvas.getByText('Alegeți o imagine de copertă înainte de publicare.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/Adresa/)).toHaveValue('despre-noi');
    await expect(
      canvas.getByText('Verificați câmpurile marcate și confirmați din nou.'),
    ).toBeVisible();
    // The refused language's tab opens by itself.
    await expect(await canvas.findByText('Verificați această valoare.')).toBeVisible();
  },
};

export const Failure: Story = {
  args: { form: editorFormOf(values, { state: 'failure', errorKey: 'staffAction.failed' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Acțiunea nu a reușit. Încercați din nou.')).toBeVisible();
    await expect(canvas.getByLabelText(/Adresa/)).toHaveValue('mezoterapia-pe-scurt');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Salvează' })).toBeVisible(),
};
