import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { resetAppointmentsMock } from '../../mocks/appointments.handlers';
import { sessionFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  expectDashboardAt,
  freshVisit,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** The demo specialist's requests: new ones apart, the confirmed visits, the month calendar. */
const meta = {
  title: 'Pages/Dashboard/RequestsList',
  ...pageStory('/ro/dashboard/requests-list', sessionFixture),
  beforeEach: () => {
    resetAppointmentsMock();
    freshVisit(sessionFixture)();
  },
  // The calendar opens on the real month with today marked: no fixed picture to compare with
  // (the flow and block stories, on a fixed today, have theirs).
  parameters: { ...PAGE_PARAMETERS, visual: { disable: true } },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Solicitări');
    await expectDashboardAt(canvasElement, 'Solicitările clienților');
    await expect(page.getByRole('heading', { level: 2, name: /Solicitări noi/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Elena Popescu' })).toBeVisible();
    await expect(page.getByRole('grid')).toBeVisible();
  },
};

/** The menu's shortcut opens the add-schedule modal (spec 2.9). */
export const AddByShortcut: Story = {
  play: async ({ canvasElement }) => {
    await pageWithHeading(canvasElement, 'Solicitări');
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Adaugă o vizită în calendar' }));
    await expect(
      await within(document.body).findByRole('dialog', { name: 'Adaugă o vizită' }),
    ).toBeVisible();
  },
};
