import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { courseOrderFixture, sessionFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_PARAMETERS, pageStory, pageWithHeading } from '../../mocks/page-story';

/** The payment of the demo user's pending course order, with the test provider (issue 11). */
const meta = {
  title: 'Pages/Payment',
  ...pageStory(`/ro/payment?order=${courseOrderFixture(7).id}`, sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order summary beside the card form; the test cards shown for the test provider. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Plata');
    await expect(page.getByRole('region', { name: 'Sumarul comenzii' })).toHaveTextContent(
      `Comanda nr. ${courseOrderFixture(7).id}`,
    );
    await expect(page.getByText('Mod de test: nu se încasează bani')).toBeVisible();
  },
};

/** The declined test card: the message, the order kept, the form ready for another card. */
export const Declined: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Plata');
    await userEvent.type(page.getByLabelText('Numărul cardului'), '4000000000000002');
    await userEvent.type(page.getByLabelText('Data expirării (LL/AA)'), '1230');
    await userEvent.type(page.getByLabelText('CVC'), '123');
    await userEvent.click(page.getByRole('button', { name: /^Plătește/ }));
    await expect(await page.findByRole('alert')).toHaveTextContent('refuzată');
    await expect(page.getByRole('button', { name: /^Plătește/ })).toBeEnabled();
  },
};
