import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect } from 'storybook/test';
import { meFixture, profileFixture, sessionFixture } from '../../mocks/fixtures';
import { handlers } from '../../mocks/handlers';
import {
  type AppAt,
  freshVisit,
  PAGE_PARAMETERS,
  pageStory,
  pageWithHeading,
} from '../../mocks/page-story';

/** The demo user's page editor: locked (owns no course), then unlocked and published. */
const meta = {
  title: 'Pages/Dashboard/MyPage',
  ...pageStory('/ro/dashboard/my-page', sessionFixture),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

const ownProfile = (profile: object) =>
  http.get(`*/api/:lang/accounts/users/${meFixture.id}/`, () =>
    HttpResponse.json({ id: meFixture.id, profile }),
  );

/** No course bought: "available when purchasing the course". */
export const Locked: Story = {
  parameters: {
    msw: { handlers: [ownProfile({ ...profileFixture, my_page_available: false }), ...handlers] },
  },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Pagina mea');
    await expect(page.getByText('Disponibil la cumpărarea cursului')).toBeVisible();
  },
};

/** Unlocked and published: the personal link, the fields, the editor, the certificates. */
export const Editing: Story = {
  // The session stored at login knows the editor is unlocked: the menu's item is a link.
  beforeEach: freshVisit({
    ...sessionFixture,
    profile: { ...sessionFixture.profile, my_page_available: true },
  }),
  parameters: {
    msw: {
      handlers: [
        ownProfile({ ...profileFixture, my_page_available: true, landing_page_is_active: true }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Pagina mea');
    await expect(page.getByRole('link', { name: /Deschide într-o fereastră nouă/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Despre dvs.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Salvează' })).toBeEnabled();
  },
};
