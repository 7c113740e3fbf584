import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { accountPasswordFixture, sessionFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  expectDashboardAt,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** The dashboard's change-password page of a logged-in user (session restored at start). */
const meta = {
  title: 'Pages/Dashboard/ChangePassword',
  ...pageStory('/ro/dashboard/change-pass', sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

async function changePassword(canvasElement: HTMLElement, current: string) {
  const page = await pageWithHeading(canvasElement, 'Schimbarea parolei');
  await userEvent.type(page.getByLabelText('Parola actuală'), current);
  await userEvent.type(page.getByLabelText('Parola nouă'), 'Lift2026!');
  await userEvent.type(page.getByLabelText('Repetați parola nouă'), 'Lift2026!');
  await userEvent.click(page.getByRole('button', { name: 'Salvează parola' }));
  return page;
}

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    await pageWithHeading(canvasElement, 'Schimbarea parolei');
    await expectDashboardAt(canvasElement, 'Schimbă parola');
  },
};

/** The server refuses a wrong current password (400): the failure message. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const page = await changePassword(canvasElement, 'not-the-password');
    await expect(await page.findByRole('alert')).toHaveTextContent('Ceva nu a mers bine');
  },
};

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const page = await changePassword(canvasElement, accountPasswordFixture);
    await expect(await page.findByRole('status')).toHaveTextContent('Parola a fost schimbată');
  },
};
