import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteLogo } from './site-logo';

const meta = {
  title: 'Blocks/SiteLogo',
  component: SiteLogo,
  parameters: { layout: 'centered' },
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
