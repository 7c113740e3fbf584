import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { SpecialistCard } from './specialist-card';

const meta = {
  title: 'Blocks/SpecialistCard',
  component: SpecialistCard,
  args: {
    specialist: {
      name: 'Ana Munteanu',
      image: '/demo/content/specialist.svg',
      specialization: 'Cosmetolog estetician, peeling și îngrijire facială',
      consultation_price: '500.00',
      currency: 'mdl',
      address: 'Chișinău, str. București 67',
    },
    language: 'ro',
    href: '/ro/expert/12',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      use: [
        'A specialist in a list: photo (or a default avatar), name, specialization, consultation price and address, leading to their page.',
        'Set `headingLevel` to fit the page’s outline (h2 in the directory, h3 by default).',
      ],
      avoid: [
        'The specialist’s own page: use ExpertProfile.',
        'The whole directory with its heading and empty message: use ExpertsDirectory.',
      ],
      keyboard: [
        ['Tab', 'One stop: the specialist’s name is the link, and its click area covers the card.'],
        ['Enter', 'Opens the specialist’s public page.'],
      ],
      screenReader: [
        'An article with the name as a heading link; the photo alt is "Photo of <name>" (the default avatar is hidden).',
        'Price and address are a description list ("Consultation", "Address"); the visible "View page" is hidden, the name being the link.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof SpecialistCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With photo, price in MDL and address; the whole card opens the specialist's page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Ana Munteanu' })).toHaveAttribute(
      'href',
      '/ro/expert/12',
    );
    await expect(canvas.getByText(/500\sMDL/)).toBeVisible();
  },
};

/** Price in euro. */
export const Euro: Story = {
  args: {
    specialist: {
      name: 'Dr. Irina Volkova',
      image: '/demo/content/specialist.svg',
      specialization: 'Medic dermatolog',
      consultation_price: 60,
      currency: 'eur',
      address: 'București, Calea Victoriei 120',
    },
  },
};

/** Price in dollars, for an English reader. */
export const Dollar: Story = {
  args: {
    language: 'en',
    specialist: {
      name: 'Maria Lopez',
      specialization: 'Massage therapist',
      image: '/demo/content/specialist.svg',
      consultation_price: 75,
      currency: 'usd',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('75 $')).toBeVisible();
  },
};

/** Price in roubles. */
export const Rouble: Story = {
  args: {
    language: 'ru',
    specialist: {
      name: 'Ольга Смирнова',
      specialization: 'Косметолог',
      image: '/demo/content/specialist.svg',
      consultation_price: 3500,
      currency: 'rub',
      address: 'Москва, ул. Арбат 10',
    },
  },
};

/** No photo: the default avatar; no price: "price on request". */
export const WithoutPhoto: Story = {
  args: {
    specialist: { name: 'Victoria Ceban', specialization: 'Asistentă medicală' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector('[data-slot="specialist-avatar-fallback"]'),
    ).not.toBeNull();
    await expect(within(canvasElement).getByText('Preț la cerere')).toBeVisible();
  },
};
