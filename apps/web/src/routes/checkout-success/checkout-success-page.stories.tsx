import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { courseOrderFixture, sessionFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_LOAD, PAGE_PARAMETERS, pageStory } from '../../mocks/page-story';

const ORDER = courseOrderFixture(8);

/**
 * Checkout success (issue 11): the demo user pays the order of course 8 with the accepted test
 * card and lands on the thanks page (an order the mocks already saw paid goes there at once).
 */
const meta = {
  title: 'Pages/CheckoutSuccess',
  ...pageStory(`/ro/payment?order=${ORDER.id}`, sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const first = await page.findByRole('heading', { level: 1 }, PAGE_LOAD);
    if (first.textContent === 'Plata') {
      await userEvent.type(page.getByLabelText('Numărul cardului'), '4242424242424242');
      await userEvent.type(page.getByLabelText('Data expirării (LL/AA)'), '1230');
      await userEvent.type(page.getByLabelText('CVC'), '123');
      await userEvent.click(page.getByRole('button', { name: /^Plătește/ }));
    }
    const thanks = await page.findByRole(
      'heading',
      { level: 1, name: 'Comanda dvs. a fost finalizată cu succes!' },
      PAGE_LOAD,
    );
    await expect(thanks).toBeVisible();
    await expect(page.getByRole('link', { name: 'Începe cursul' })).toHaveAttribute(
      'href',
      '/ro/course-inner/208',
    );
  },
};
