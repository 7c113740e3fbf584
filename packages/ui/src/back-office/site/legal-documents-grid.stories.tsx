import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { LegalDocumentsGrid } from './legal-documents-grid';
import { LEGAL_DOCUMENTS } from './site.fixtures';

const meta = {
  title: 'Back office/Site/LegalDocumentsGrid',
  component: LegalDocumentsGrid,
  args: { documents: LEGAL_DOCUMENTS, onUpload: fn(), onRemove: fn() },
  parameters: {
    usage: {
      use: [
        'The legal PDFs by kind, region and language: which are uploaded, upload, replace, remove.',
      ],
      avoid: ['A course’s protocols (PDFs of a course): the course content page.'],
      keyboard: [
        ['Tab', 'Each cell’s link, upload (replace) and remove buttons, row by row.'],
        ['Enter', 'On upload: opens the file picker (PDF).'],
      ],
      screenReader: [
        'A table per kind, captioned with it; rows are regions, columns languages.',
        'Each button names the whole document (“Înlocuiește Termeni și condiții, România, Română”).',
        'An upload in progress is a status; a refusal an alert in its cell.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof LegalDocumentsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const TERMS_RO = 'Termeni și condiții, România, Română';
const cell = (canvasElement: HTMLElement, state: string) =>
  canvasElement.querySelectorAll(`[data-slot="legal-document"][data-state="${state}"]`);

/** Two uploaded, the rest shipped; removing one asks the page to confirm it. */
export const Grid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
    await expect(cell(canvasElement, 'uploaded')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: `Deschide ${TERMS_RO}` })).toHaveAttribute(
      'href',
      '/docs/ro/terms_ro.pdf',
    );
    await userEvent.click(canvas.getByRole('button', { name: `Elimină ${TERMS_RO}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'terms', region: 'ro', lang: 'ro' }),
    );
    await expect(canvas.getByRole('button', { name: /^Încarcă Politica cookie/ })).toBeVisible();
  },
};

/** Romania's Romanian terms on their way. */
export const Uploading: Story = {
  args: { pending: { 'terms/ro/ro': { state: 'sending' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `Înlocuiește ${TERMS_RO}` })).toBeDisabled();
    await expect(cell(canvasElement, 'sending')).toHaveLength(1);
  },
};

/** A text file named .pdf, refused: said in its cell. */
export const UploadRefused: Story = {
  args: { pending: { 'policy/ru/fr': { state: 'failure', error: 'Alegeți un fișier PDF.' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Alegeți un fișier PDF.',
    );
  },
};

/** The call failed: said in its cell, the upload button offered again. */
export const UploadFailed: Story = {
  args: {
    pending: {
      'payment_policy/md/en': {
        state: 'failure',
        error: 'Încărcarea nu a reușit. Încercați din nou.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(/nu a reușit/);
    await expect(
      canvas.getByRole('button', { name: 'Încarcă Politica de plată, Moldova, English' }),
    ).toBeEnabled();
  },
};

/** At 375 px each table scrolls sideways in its own region. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')[0]).toBeVisible();
  },
};
