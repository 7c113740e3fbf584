import { ARTICLE_FORM_ERRORS } from '@academy/contract/back-office/articles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { promotionFormValues } from './article-form-values';
import {
  COVER_URL,
  editorFormOf,
  pictureBinding,
  promotionFixture,
  promotionFormFixture,
} from './articles.fixtures';
import { PromotionEditor } from './promotion-editor';

const meta = {
  title: 'Back office/Articles/PromotionEditor',
  component: PromotionEditor,
  args: {
    promotion: promotionFixture,
    form: promotionFormFixture(),
    courses: [
      { id: 1, name: 'Dermatocosmetologie de bază' },
      { id: 2, name: 'Mezoterapie' },
    ],
    cover: pictureBinding(COVER_URL),
    onDelete: fn(),
    backHref: '/ro/admin/promotions',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PromotionEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const values = promotionFormValues(promotionFixture);

/** A scheduled promotion: texts, discount, its course, the period, the cover. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Programat')).toBeVisible();
    await expect(canvas.getByLabelText('Reducere (%)')).toHaveValue('20');
    await expect(canvas.getByRole('combobox', { name: 'Cursul promoției' })).toHaveTextContent(
      'Dermatocosmetologie de bază',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

/** Refused: an end before the start and a discount over 100, said at their fields. */
export const Refused: Story = {
  args: {
    form: editorFormOf(
      { ...values, discount: '150', ends_at: '2026-11-01T00:00' },
      {
        state: 'failure',
        errorKey: 'staffAction.checkFields',
        fieldErrors: {
          discount: [ARTICLE_FORM_ERRORS.discount],
          ends_at: [ARTICLE_FORM_ERRORS.dates],
        },
      },
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Un procent întreg de la 0 la 100.')).toBeVisible();
    await expect(canvas.getByText('Sfârșitul trebuie să fie după început.')).toBeVisible();
    await expect(canvas.getByLabelText('Reducere (%)')).toHaveValue('150');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Salvează' })).toBeVisible(),
};
