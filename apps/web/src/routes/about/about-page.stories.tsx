import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { aboutFixture, authorFixture } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import { routes } from '../router';

/** The whole About page in the app shell, its API answered by the MSW handlers unit tests use. */
function AboutPageInApp() {
  const router = createMemoryRouter(routes, { initialEntries: ['/ro/about'] });
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Pages/About',
  component: AboutPageInApp,
  parameters: { layout: 'fullscreen', msw: { handlers } },
} satisfies Meta<typeof AboutPageInApp>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: aboutFixture.title }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(await page.findByText(authorFixture.sub_title)).toBeVisible();
  },
};
