import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { receivedVisitIdFixture, visitLinkFixture } from '../../mocks/experts.fixtures';
import {
  type AppAt,
  PAGE_LOAD,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

const { id, token } = visitLinkFixture;

/** `visit-confirm/{id}/{token}`: the confirmation link of a visitor's request (issue 28). */
const meta = {
  title: 'Pages/Visit confirm',
  ...pageStory(`/ro/visit-confirm/${id}/${token}`),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened: confirmed at once, the visit with its zone and the calendar hint. */
export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Confirmarea cererii');
    await expect(await page.findByRole('status', {}, PAGE_LOAD)).toHaveTextContent(
      'Vizita este confirmată',
    );
    await expect(page.getByText(/ora Europe\/Chisinau/)).toBeVisible();
  },
};

/** The specialist confirms requests themselves: received. */
export const Received: Story = {
  args: { path: `/ro/visit-confirm/${receivedVisitIdFixture}/${token}` },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Confirmarea cererii');
    await expect(await page.findByRole('status', {}, PAGE_LOAD)).toHaveTextContent(
      'Cererea a ajuns la specialist',
    );
  },
};

/** A link whose token the server refuses. */
export const Invalid: Story = {
  args: { path: `/ro/visit-confirm/${id}/a-wrong-token-of-some-length` },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Confirmarea cererii');
    await expect(await page.findByRole('status', {}, PAGE_LOAD)).toHaveTextContent(
      'Linkul nu este valabil',
    );
  },
};
