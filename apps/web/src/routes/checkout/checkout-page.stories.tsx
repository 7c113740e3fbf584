import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { sessionFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_PARAMETERS, pageStory, pageWithHeading } from '../../mocks/page-story';

/** The checkout of a paid course for the logged-in demo user (issue 11). */
const meta = {
  title: 'Pages/Checkout',
  ...pageStory('/ro/checkout?course=9', sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The course summary beside the buyer's details, prefilled from the session. */
export const Course: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Finalizarea comenzii');
    await expect(page.getByRole('region', { name: 'Sumarul comenzii' })).toHaveTextContent(
      'Nutriție și hormoni după 40 de ani',
    );
    await expect(page.getByLabelText('Prenume')).toHaveValue('Ana');
  },
};

/** Continue without the phone and the terms: both marked, nothing ordered. */
export const MissingDetails: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Finalizarea comenzii');
    await userEvent.click(page.getByRole('button', { name: 'Continuă spre plată' }));
    await expect(page.getByLabelText('Telefon')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabelText('Telefon')).toHaveFocus();
    // The picture from the top: where focusing the button below the fold and then the phone
    // left the window (the header hiding on the way) depends on timing.
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};
