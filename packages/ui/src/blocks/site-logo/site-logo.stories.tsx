import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { SiteLogo } from './site-logo';

const meta = {
  title: 'Blocks/SiteLogo',
  component: SiteLogo,
  parameters: {
    layout: 'centered',
    usage: {
      use: [
        'The academy’s wordmark, mark and tagline as one link to the home page, in the header, its menu sheet and the footer.',
        '`showTagline={false}` in tight spots (the mobile sheet).',
      ],
      avoid: [
        'The mark alone as decoration: use SiteMark, which is hidden from screen readers.',
        'A link home inside a text: use TextLink with words that say where it goes.',
      ],
      keyboard: [
        ['Tab', 'Moves focus to the logo link; the focus ring shows around it.'],
        ['Enter', 'Goes to the home page.'],
      ],
      screenReader: [
        'A link named by its visible text, "Academia" and the tagline; the mark is hidden.',
        'Where the header hides the wordmark (1024–1279 px) it stays as hidden text, so the link keeps its name.',
      ],
    } satisfies Usage,
  },
  args: { href: '/ro' },
} satisfies Meta<typeof SiteLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wordmark, mark and tagline: one link home, named for screen readers. */
export const WithTagline: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAttribute('href', '/ro');
    await expect(link).toHaveAccessibleName();
  },
};

export const WordmarkOnly: Story = { args: { showTagline: false } };
