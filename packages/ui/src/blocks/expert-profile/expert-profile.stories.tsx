import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { expertFixture } from './expert.fixtures';
import { ExpertProfile } from './expert-profile';

const meta = {
  title: 'Blocks/ExpertProfile',
  component: ExpertProfile,
  args: { profile: expertFixture, language: 'ro', requestHref: '#visit-request' },
  parameters: {
    usage: {
      use: [
        'The top of a specialist’s public page: photo, name (h1), specialization, consultation price, address and description.',
        'Pass `requestHref` (the request form’s anchor) to add the "Ask for a visit" link.',
      ],
      avoid: [
        'A specialist in a list: use SpecialistCard, or ExpertsDirectory for the whole grid.',
        'The academy author’s page with diplomas: use DiplomaGallery.',
      ],
      keyboard: [
        ['Tab', 'Reaches "Ask for a visit" when given, then any links in the description.'],
        [
          'Enter',
          'Follows the link; "Ask for a visit" moves to the request form on the same page.',
        ],
      ],
      screenReader: [
        'A region named by the specialist’s name (the h1); the photo alt is "Photo of <name>" (the default avatar is hidden).',
        'Price and address are a description list ("Consultation", "Address"); the description sits under the h2 "About the specialist", its own headings from h3.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof ExpertProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Photo, name, specialization, the price in MDL, the address and the sanitized description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Ana Munteanu');
    await expect(canvas.getByText(/500\sMDL/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'pagina mea' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Cere o vizită/ })).toHaveAttribute(
      'href',
      '#visit-request',
    );
  },
};

/** A price in dollars, for an English reader. */
export const Dollar: Story = {
  args: {
    language: 'en',
    profile: { ...expertFixture, consultation_price: 75, currency: 'usd' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('75 $')).toBeVisible();
  },
};

/** A price in euro and in roubles show their signs. */
export const Euro: Story = {
  args: { profile: { ...expertFixture, consultation_price: 60, currency: 'eur' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/60\s€/)).toBeVisible();
  },
};

/** No photo, price, address or description: the default avatar and "price on request". */
export const Minimal: Story = {
  args: {
    requestHref: undefined,
    profile: { name: 'Victoria Ceban', specialization: 'Asistentă medicală' },
  },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector('[data-slot="specialist-avatar-fallback"]'),
    ).not.toBeNull();
    await expect(within(canvasElement).getByText('Preț la cerere')).toBeVisible();
    await expect(within(canvasElement).queryByRole('heading', { level: 2 })).toBeNull();
  },
};

/** Scripts and handlers in the description are removed. */
export const SanitizedDescription: Story = {
  args: {
    profile: {
      ...expertFixture,
      description:
        '<p onclick="alert(1)">Text sigur</p><script>alert(1)</script><img src=x onerror="alert(1)">',
    },
  },
  play: async ({ canvasElement }) => {
    const text = within(canvasElement).getByText('Text sigur');
    await expect(text).not.toHaveAttribute('onclick');
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
  },
};
