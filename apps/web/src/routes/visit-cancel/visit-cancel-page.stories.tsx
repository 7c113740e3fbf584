import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { visitCancelFixture } from '../../mocks/experts.fixtures';
import {
  type AppAt,
  PAGE_LOAD,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** `visit-cancel/{id}/{token}`: the cancel link of a visitor's e-mail (designed, issue 13). */
const meta = {
  title: 'Pages/Visit cancel',
  ...pageStory(`/ro/visit-cancel/${visitCancelFixture.id}/${visitCancelFixture.token}`),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The question first: opening the link cancels nothing. */
export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Anularea vizitei');
    await expect(page.getByRole('button', { name: 'Anulează vizita' })).toBeVisible();
  },
};

/** Confirmed: the visit is cancelled. */
export const Cancelled: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Anularea vizitei');
    await userEvent.click(page.getByRole('button', { name: 'Anulează vizita' }));
    await expect(await page.findByRole('status', {}, PAGE_LOAD)).toHaveTextContent(
      'Vizita a fost anulată',
    );
  },
};

/** A link whose token the server refuses. */
export const InvalidLink: Story = {
  args: { path: `/ro/visit-cancel/${visitCancelFixture.id}/a-wrong-token-of-some-length` },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Anularea vizitei');
    await userEvent.click(page.getByRole('button', { name: 'Anulează vizita' }));
    await expect(await page.findByRole('status', {}, PAGE_LOAD)).toHaveTextContent(
      'Linkul nu mai este valabil',
    );
  },
};
