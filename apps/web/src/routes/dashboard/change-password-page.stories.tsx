import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { accountPasswordFixture, profileFixture, sessionFixture } from '../../mocks/fixtures';
import { type AppAt, PAGE_LOAD, pageStory } from '../../mocks/page-story';

/** The dashboard's change-password page of a logged-in user (session restored at start). */
const meta = {
  title: 'Pages/Dashboard/ChangePassword',
  ...pageStory('/ro/dashboard/change-pass', sessionFixture),
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

async function changePassword(canvasElement: HTMLElement, current: string) {
  const page = within(canvasElement);
  await userEvent.type(await page.findByLabelText('Parola actuală', {}, PAGE_LOAD), current);
  await userEvent.type(page.getByLabelText('Parola nouă'), 'Lift2026!');
  await userEvent.type(page.getByLabelText('Repetați parola nouă'), 'Lift2026!');
  await userEvent.click(page.getByRole('button', { name: 'Salvează parola' }));
  return page;
}

export const LoggedIn: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Schimbarea parolei' }, PAGE_LOAD),
    ).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Cabinet personal' });
    await expect(within(menu).getByRole('link', { name: 'Schimbă parola' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByRole('link', { name: new RegExp(`^${profileFixture.name}`) }),
    ).toBeVisible();
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
