import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { availabilityFixture } from '../../mocks/cabinet-calendar.handlers';
import { sessionFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  expectDashboardAt,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** A specialist who has bought a course: their page, and so its hours, are open (spec 2.9). */
const specialist = {
  ...sessionFixture,
  profile: { ...sessionFixture.profile, my_page_available: true },
};

/** The demo specialist's hours, services and calendar feed (issue 28). */
const meta = {
  title: 'Pages/Dashboard/Availability',
  ...pageStory('/ro/dashboard/availability', specialist),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Monday to Friday in two ranges, a day off at Christmas, two services, the feed's address. */
export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Program și servicii');
    await expectDashboardAt(canvasElement, 'Program și servicii');
    await expect(await page.findByLabelText('luni: începutul perioadei 2')).toHaveValue('14:00');
    await expect(page.getByRole('button', { name: 'Salvează' })).toBeDisabled();
    const services = within(page.getByRole('list', { name: 'Servicii' }));
    await expect(services.getAllByRole('listitem')).toHaveLength(2);
    await expect(page.getByLabelText('Adresa calendarului')).toHaveValue(
      availabilityFixture.feed_url,
    );
  },
};
