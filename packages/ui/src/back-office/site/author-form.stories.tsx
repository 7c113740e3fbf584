import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { AuthorForm } from './author-form';
import { AUTHOR, IDLE, imageBinding } from './site.fixtures';

const meta = {
  title: 'Back office/Site/AuthorForm',
  component: AuthorForm,
  args: {
    values: AUTHOR,
    photo: imageBinding(AUTHOR.image),
    save: IDLE,
    onChange: fn(),
    onSave: fn(),
  },
  parameters: {
    usage: {
      use: ['The author’s block and page: her photo, title, name, specialization and short text.'],
      avoid: ['Her diplomas: the gallery beside it (DiplomaGalleryEditor).'],
      keyboard: [['Tab', 'Photo’s buttons, the language tabs, the fields, then Save.']],
      screenReader: [
        'The photo is a group named “Fotografia” with its current picture described.',
        'After a save, “Saved” is announced politely; a failure is an alert.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof AuthorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Her photo and texts; Save sends them. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Nume/ })).toHaveValue('Dr. Elena Rusu');
    await expect(canvas.getByRole('img', { name: /Fotografia/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvează' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

/** A new photo on its way to the server: the form waits for it. */
export const PhotoUploading: Story = {
  args: { photo: imageBinding(AUTHOR.image, { state: 'uploading', fileName: 'portret.jpg' }) },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector('[data-slot="image-field"]')?.getAttribute('data-state'),
    ).toBe('uploading');
  },
};

/** The server refused her Romanian name (empty): the field says so. */
export const Refused: Story = {
  args: {
    values: { ...AUTHOR, sub_title: { ...AUTHOR.sub_title, ro: '' } },
    errors: { 'sub_title.ro': 'Această valoare nu a fost acceptată.' },
    save: { state: 'failure', error: 'Verificați câmpurile marcate și confirmați din nou.' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Nume/ })).toBeInvalid();
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Verificați/);
  },
};

/** While the save is sent. */
export const Saving: Story = {
  args: { save: { state: 'submitting' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Se salvează…' }),
    ).toBeDisabled();
  },
};

/** At 375 px. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Salvează' })).toBeVisible();
  },
};
