import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expertAnaFixture, expertVictoriaFixture } from '../../mocks/experts.fixtures';
import { type AppAt, PAGE_PARAMETERS, pageStory, pageWithHeading } from '../../mocks/page-story';

/** `/{lang}/experts`: the specialists directory (designed, issue 13). */
const meta = {
  title: 'Pages/Experts',
  ...pageStory('/ro/experts'),
  parameters: { ...PAGE_PARAMETERS },
} satisfies Meta<typeof AppAt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The published specialists in the server's order, each card leading to the page. */
export const Directory: Story = {
  play: async ({ canvasElement }) => {
    const page = await pageWithHeading(canvasElement, 'Specialiștii academiei');
    const main = within(page.getByRole('main'));
    await expect(
      main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([expertAnaFixture.profile.name, expertVictoriaFixture.profile.name]);
    await expect(main.getByRole('link', { name: expertAnaFixture.profile.name })).toHaveAttribute(
      'href',
      `/ro/expert/${expertAnaFixture.id}`,
    );
  },
};
