import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

/** The form, and below it the signed-in devices: this browser and a phone. */
export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Schimbarea parolei');
    await expectDashboardAt(canvasElement, 'Schimbă parola');
    const devices = page.getByRole('region', { name: 'Dispozitive conectate' });
    await expect(await within(devices).findAllByRole('listitem')).toHaveLength(2);
    await expect(
      within(devices).getByRole('button', { name: 'Deconectează Samsung Internet pe Android' }),
    ).toBeEnabled();
  },
};

/** The server refuses a wrong current password (400): said at the current password. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const page = await changePassword(canvasElement, 'not-the-password');
    const current = page.getByLabelText('Parola actuală');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    await expect(current).toHaveAccessibleDescription('Parola actuală nu este corectă');
  },
};

export const Changed: Story = {
  play: async ({ canvasElement }) => {
    const page = await changePassword(canvasElement, accountPasswordFixture);
    const form = page.getByRole('region', { name: 'Schimbarea parolei' });
    await expect(await within(form).findByRole('status')).toHaveTextContent(
      'Parola a fost schimbată',
    );
  },
};
