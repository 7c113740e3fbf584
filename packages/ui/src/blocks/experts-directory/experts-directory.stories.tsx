import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
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
  parameters: {
    usage: {
      use: [
        'The specialists page: heading and intro, then every published specialist as a card leading to their page.',
        'Keep the server’s order (photos first, then the consultation price).',
      ],
      avoid: [
        'One specialist’s own page: use ExpertProfile.',
        'A single specialist inside other content: use SpecialistCard.',
      ],
      keyboard: [
        [
          'Tab',
          'One stop per card: the specialist’s name is the link, and its click area covers the card.',
        ],
        ['Enter', 'Opens the specialist’s public page.'],
      ],
      screenReader: [
        'A region named by the h1 "The academy’s specialists"; the cards are a list of articles, each with the name as an h2 link.',
        'The card’s "View page" is hidden (the name is the link); the photo alt is "Photo of <name>".',
        'With no specialists, an EmptyState says so in plain text.',
      ],
    } satisfies Usage,
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
