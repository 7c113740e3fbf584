import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UsefulInfoList } from './useful-info-list';

const meta = {
  title: 'Blocks/UsefulInfoList',
  component: UsefulInfoList,
  args: {
    language: 'ro',
    items: [
      {
        id: 1,
        title: 'Cum pregătiți cabinetul pentru proceduri injectabile',
        image: '/demo/content/article-1.svg',
        href: '/ro/useful-info/1',
      },
      {
        id: 2,
        title: 'Fișa de consimțământ a pacientului',
        image: '/demo/content/article-2.svg',
        href: '/ro/useful-info/2',
      },
    ],
  },
} satisfies Meta<typeof UsefulInfoList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card per page; its title's link opens it. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Fișa de consimțământ a pacientului' }),
    ).toHaveAttribute('href', '/ro/useful-info/2');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Încă nu există informații utile.')).toBeVisible();
  },
};
