import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expertFixture } from '../expert-profile/expert.fixtures';
import { ExpertsDirectory } from './experts-directory';

const meta = {
  title: 'Blocks/ExpertsDirectory',
  component: ExpertsDirectory,
  args: {
    language: 'ro',
    hrefFor: (id: number) => `/ro/expert/${id}`,
    specialists: [
      { id: 12, profile: expertFixture },
      {
        id: 14,
        profile: {
          name: 'Dr. Irina Volkova',
          image: '/demo/content/specialist.svg',
          specialization: 'Medic dermatolog',
          consultation_price: 60,
          currency: 'eur',
          address: 'București, Calea Victoriei 120',
        },
      },
      { id: 15, profile: { name: 'Victoria Ceban', specialization: 'Asistentă medicală' } },
    ],
  },
} satisfies Meta<typeof ExpertsDirectory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards in the server's order, each leading to the specialist's page. */
export const Directory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Specialiștii academiei',
    );
    const names = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(names).toEqual(['Ana Munteanu', 'Dr. Irina Volkova', 'Victoria Ceban']);
    await expect(canvas.getByRole('link', { name: 'Dr. Irina Volkova' })).toHaveAttribute(
      'href',
      '/ro/expert/14',
    );
  },
};

/** No published page yet: the empty state. */
export const Empty: Story = {
  args: { specialists: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Încă nu sunt specialiști aici')).toBeVisible();
  },
};
