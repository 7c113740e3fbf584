import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { expertCertificatesFixture } from '../expert-profile/expert.fixtures';
import { ExpertCertificates } from './expert-certificates';

const meta = {
  title: 'Blocks/ExpertCertificates',
  component: ExpertCertificates,
  args: { certificates: expertCertificatesFixture, language: 'ro' },
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
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    for (const name of [
      'Deschide: Diplomă de cosmetolog',
      'Deschide: diploma',
      'Deschide documentul PDF: Certificat de peeling chimic',
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
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
