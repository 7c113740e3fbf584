import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { goneVisitIdFixture, visitLinkFixture } from '../../mocks/experts.fixtures';
import {
  type AppAt,
  PAGE_LOAD,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

const { id, token } = visitLinkFixture;

/** `visit-reschedule/{id}/{token}`: the reschedule link of a visitor's mails (issue 28). */
const meta = {
  title: 'Pages/Visit reschedule',
  ...pageStory(`/ro/visit-reschedule/${id}/${token}`),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visit as it is and its free times. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Mutarea vizitei');
    await expect(await page.findByText('Vizita de acum', {}, PAGE_LOAD)).toBeVisible();
    await expect(page.getByRole('button', { name: /13 mai 2030, 14:00, / })).toBeVisible();
  },
};

/** Moved to a free time. */
export const Moved: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Mutarea vizitei');
    await userEvent.click(
      await page.findByRole('button', { name: /13 mai 2030, 14:00, / }, PAGE_LOAD),
    );
    await userEvent.click(page.getByRole('button', { name: 'Mută vizita' }));
    await expect(await page.findByRole('status', {}, PAGE_LOAD)).toHaveTextContent(
      'Vizita a fost mutată',
    );
  },
};

/** A cancelled or past visit. */
export const Gone: Story = {
  args: { path: `/ro/visit-reschedule/${goneVisitIdFixture}/${token}` },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Mutarea vizitei');
    await expect(
      await page.findByText('Vizita nu mai poate fi mutată', {}, PAGE_LOAD),
    ).toBeVisible();
  },
};
