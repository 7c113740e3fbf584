import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { accountPasswordFixture, meFixture } from '../../mocks/fixtures';
import {
  type AppAt,
  expectDashboardAt,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** Login (spec 2.8) against the handlers: the demo account logs in, any other password fails. */
const meta = {
  title: 'Pages/Login',
  ...pageStory('/ro/login'),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, password: string) {
  const page = await pageWithHeading(canvasElement, 'Autentificare');
  await userEvent.type(page.getByLabelText('E-mail'), meFixture.username);
  await userEvent.type(page.getByLabelText('Parola'), password);
  await userEvent.click(page.getByRole('button', { name: 'Intră în cont' }));
  return page;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Autentificare');
    await expect(page.getByRole('link', { name: 'Creați un cont' })).toHaveAttribute(
      'href',
      '/ro/registration',
    );
  },
};

/**
 * A refused login (spec 8): 'Invalid data' in Romanian, the title red, both fields cleared; once
 * the 3 s lock is over the button works again and the message stays until the next attempt.
 */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const page = await submit(canvasElement, 'not-the-password');
    await expect(await page.findByRole('alert')).toHaveTextContent('Date invalide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-tone', 'danger');
    await expect(page.getByLabelText('E-mail')).toHaveValue('');
    const button = page.getByRole('button', { name: 'Intră în cont' });
    await waitFor(() => expect(button).toBeEnabled());
    await expect(page.getByRole('alert')).toHaveTextContent('Date invalide');
  },
};

/**
 * The lock after a refusal: the button is disabled with its hint for 3 s of real time; typing is
 * allowed meanwhile. No visual baseline: the lock may end before the screenshot (WrongPassword
 * shows the page after it).
 */
export const LockedOut: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const page = await submit(canvasElement, 'not-the-password');
    await expect(await page.findByRole('alert')).toHaveTextContent('Date invalide');
    await expect(page.getByRole('button', { name: 'Intră în cont' })).toBeDisabled();
    await expect(page.getByText('Încercați din nou peste câteva secunde')).toBeVisible();
    await userEvent.type(page.getByLabelText('E-mail'), 'a');
    await expect(page.getByLabelText('E-mail')).toHaveValue('a');
  },
};

/** The demo account: token, user and profile loaded, then the dashboard courses (spec 4). */
export const Succeeds: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, accountPasswordFixture);
    await expectDashboardAt(canvasElement, 'Cursurile mele');
  },
};
