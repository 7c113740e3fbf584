import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { certificateCodeFixture, sessionFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  expectDashboardAt,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** The dashboard's certificates of the demo user: a course certificate and an own diploma. */
const meta = {
  title: 'Pages/Dashboard/Certificates',
  ...pageStory('/ro/dashboard/certificates', sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Certificate');
    await expectDashboardAt(canvasElement, 'Certificate');
    await expect(page.getByRole('link', { name: /Pagina de verificare/ })).toHaveAttribute(
      'href',
      `/ro/certificate/${certificateCodeFixture}`,
    );
    await expect(
      page.getByRole('button', { name: 'Deschide Diplomă de cosmetolog' }),
    ).toBeVisible();
  },
};
