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
  scrollThrough,
} from '../../mocks/page-story';

/** `expert/{id}`: a specialist's public page (spec 2.1, 6). */
const meta = {
  title: 'Pages/Expert',
  ...pageStory(`/ro/expert/${expertAnaFixture.id}`),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The free slots drawn (the request form has loaded them), for the picture. */
const slotsDrawn = (canvasElement: HTMLElement) =>
  waitFor(
    () =>
      expect(
        canvasElement.querySelector('[data-slot="slot-picker"][aria-busy="false"]'),
      ).not.toBeNull(),
    PAGE_LOAD,
  );

/** Profile, the certificates shown, the works carousel, the services and the request form. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, expertAnaFixture.profile.name);
    // The parts below the profile load as a reader scrolls towards them.
    await scrollThrough(canvasElement);
    await expect(
      await page.findByRole('region', { name: 'Certificate și diplome' }, PAGE_LOAD),
    ).toBeVisible();
    await expect(
      await page.findByRole('heading', { name: 'Cere o vizită', level: 2 }, PAGE_LOAD),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /Consultație/ })).toBeChecked();
    await expect(page.getAllByText(/500\sMDL/)).toHaveLength(2);
    await slotsDrawn(canvasElement);
    backToTop(canvasElement);
  },
};

/** A visitor picks a free time (the zone named), asks for a visit and is told to check the e-mail. */
export const RequestSent: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, expertAnaFixture.profile.name);
    await scrollThrough(canvasElement);
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
    // The request form is on the first screen: it loads at once, with its free slots.
    await slotsDrawn(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-slot="expert-works"]')).toBeNull(),
    );
  },
};
