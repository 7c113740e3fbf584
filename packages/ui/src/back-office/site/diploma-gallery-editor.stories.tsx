import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { DiplomaGalleryEditor } from './diploma-gallery-editor';
import { AUTHOR, imageBinding } from './site.fixtures';

const meta = {
  title: 'Back office/Site/DiplomaGalleryEditor',
  component: DiplomaGalleryEditor,
  args: { diplomas: AUTHOR.gallery, add: imageBinding(null), onRemove: fn() },
  parameters: {
    usage: {
      use: ['The author’s diploma gallery: add a diploma from an uploaded picture, remove one.'],
      avoid: ['Pictures of a record with a fixed number of images: an ImageField each.'],
      keyboard: [['Tab', 'Each diploma’s remove button, then the upload of the next one.']],
      screenReader: [
        'An ordered list of the diplomas, each picture named “Diploma n”, its button “Elimină diploma n”.',
        'While the uploaded diploma is added, a status says so.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof DiplomaGalleryEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three diplomas in the public order; removing one asks the page to confirm it. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Elimină diploma 2' }));
    await expect(args.onRemove).toHaveBeenCalledWith(AUTHOR.gallery[1]);
  },
};

/** No diploma yet. */
export const Empty: Story = {
  args: { diplomas: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nicio diplomă încă.')).toBeVisible();
  },
};

/** The uploaded picture is being added to the gallery. */
export const Adding: Story = {
  args: { adding: true, add: imageBinding('/demo/catalogue/course-2.svg', { state: 'ready' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Se adaugă diploma…');
  },
};

/** The picture was refused (not an image): the upload field says why. */
export const UploadRefused: Story = {
  args: {
    add: imageBinding(null, {
      state: 'failure',
      fileName: 'diploma.pdf',
      errorKey: 'imageUpload.pdf',
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector('[data-slot="image-field"]')?.getAttribute('data-state'),
    ).toBe('failure');
  },
};

/** The uploaded picture could not be added (a failed call): said in an alert. */
export const AddFailed: Story = {
  args: {
    add: imageBinding('/demo/catalogue/course-2.svg', { state: 'ready' }),
    error: 'Acțiunea nu a reușit. Încercați din nou.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/nu a reușit/);
  },
};

/** At 375 px: two diplomas a row. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')[0]).toBeVisible();
  },
};
