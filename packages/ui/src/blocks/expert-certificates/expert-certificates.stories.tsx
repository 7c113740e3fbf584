import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { expertCertificatesFixture } from '../expert-profile/expert.fixtures';
import { ExpertCertificates } from './expert-certificates';

const meta = {
  title: 'Blocks/ExpertCertificates',
  component: ExpertCertificates,
  args: { certificates: expertCertificatesFixture, language: 'ro' },
  parameters: {
    usage: {
      use: [
        'A specialist’s public page: the certificates they chose to show, images in a lightbox, PDFs as downloads.',
        'It renders nothing when none is shown, so the page can place it unconditionally.',
      ],
      avoid: [
        'The author’s diplomas on the author page: use DiplomaGallery.',
        'The specialist managing their own certificates in the personal area: use the Certificates flow.',
      ],
      keyboard: [
        ['Tab', 'Moves through the tiles; in the viewer, to Close, without leaving it.'],
        [
          'Enter / Space',
          'Opens an image in the viewer; on a PDF tile (a link), downloads the document.',
        ],
        ['Esc', 'Closes the viewer; focus returns to the tile that opened it.'],
      ],
      screenReader: [
        'A region named by its h2 "Certificates and diplomas"; an image tile is a button named "Open: <caption>" that opens a dialog.',
        'The viewer is a dialog titled with the caption; the image alt is the caption as well.',
        'A PDF tile is a link "Download the PDF document: <caption>".',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof ExpertCertificates>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Only the shown ones, captioned with the title in the reader's language, else the first part of
 * the file name ("diploma" for diploma-2.svg).
 */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(2);
    for (const name of ['Deschide: Diplomă de cosmetolog', 'Deschide: diploma']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
    const pdf = canvas.getByRole('link', {
      name: 'Descarcă documentul PDF: Certificat de peeling chimic',
    });
    await expect(pdf).toHaveAttribute('download');
    await expect(canvas.queryByText('Ascuns')).toBeNull();
  },
};

/** In English the untitled-in-English ones fall back to the file name. */
export const English: Story = {
  args: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cosmetologist diploma')).toBeVisible();
    await expect(canvas.getByText('certificate')).toBeVisible();
  },
};

/** An image opens in the lightbox by keyboard; Escape closes it and focus returns. */
export const Lightbox: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const tile = canvas.getByRole('button', { name: 'Deschide: Diplomă de cosmetolog' });
    tile.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Diplomă de cosmetolog' });
    await expect(within(dialog).getByRole('img', { name: 'Diplomă de cosmetolog' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tile).toHaveFocus());
  },
};

/** None shown: nothing at all. */
export const NoneShown: Story = {
  args: { certificates: expertCertificatesFixture.map((c) => ({ ...c, show: false })) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="expert-certificates"]')).toBeNull();
  },
};
