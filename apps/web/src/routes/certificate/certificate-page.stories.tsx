import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { certificateCodeFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_PARAMETERS, pageStory, pageWithHeading } from '../../mocks/page-story';

/** The public verification page of a course certificate (designed; the QR code on its PDF). */
const meta = {
  title: 'Pages/Certificate',
  ...pageStory(`/ro/certificate/${certificateCodeFixture}`),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code the academy issued: holder, course, date and code. */
export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Acest certificat este autentic');
    await expect(page.getByText('Ana Rusu')).toBeVisible();
    await expect(page.getByText('12 martie 2026')).toBeVisible();
  },
};

/** A code nobody was issued: said plainly. */
export const Unknown: Story = {
  args: { path: '/ro/certificate/NOSUCHCODE2345' },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Certificat necunoscut');
    await expect(page.getByText(/NOSUCHCODE2345/)).toBeVisible();
  },
};
