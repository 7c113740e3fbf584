import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { expertAnaFixture, expertVictoriaFixture } from '../../mocks/experts.fixtures';
import {
  type AppAt,
  backToTop,
  PAGE_LOAD,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** `expert/{id}`: a specialist's public page (spec 2.1, 6). */
const meta = {
  title: 'Pages/Expert',
  ...pageStory(`/ro/expert/${expertAnaFixture.id}`),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile, the certificates shown, the works carousel, the services and the request form. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, expertAnaFixture.profile.name);
    await expect(page.getAllByText(/500\sMDL/)).toHaveLength(2);
    await expect(page.getByRole('region', { name: 'Certificate și diplome' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Cere o vizită', level: 2 })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Consultație/ })).toBeChecked();
  },
};

/** A visitor picks a free time (the zone named), asks for a visit and is told to check the e-mail. */
export const RequestSent: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, expertAnaFixture.profile.name);
    await expect(
      await page.findByText(/Orele specialistului: Europe\/Chisinau/, {}, PAGE_LOAD),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: /13 mai 2030, 11:00, / }));
    await userEvent.type(page.getByLabelText('Numele'), 'Elena Popescu');
    await userEvent.type(page.getByLabelText('Telefonul'), '+37369123456');
    await userEvent.type(page.getByLabelText('E-mail'), 'elena@example.md');
    await userEvent.click(page.getByRole('button', { name: 'Trimite cererea' }));
    await expect(await page.findByRole('status', {}, PAGE_LOAD)).toHaveTextContent(
      'Verificați e-mailul',
    );
    backToTop(canvasElement);
  },
};

/** A specialist without photo, price or works: the default avatar and "price on request". */
export const Minimal: Story = {
  args: { path: `/ro/expert/${expertVictoriaFixture.id}` },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, expertVictoriaFixture.profile.name);
    await expect(page.getByText('Preț la cerere')).toBeVisible();
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="expert-works"]')).toBeNull(),
    );
  },
};
