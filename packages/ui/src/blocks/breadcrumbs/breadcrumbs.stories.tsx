import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Blocks/Breadcrumbs',
  component: Breadcrumbs,
  args: { homeHref: '/ro', items: [{ label: 'Despre noi' }] },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home > About (spec 2.6). */
export const AboutPage: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Fir de navigare' });
    await expect(within(nav).getByRole('link', { name: 'Acasă' })).toHaveAttribute('href', '/ro');
    await expect(within(nav).getByText('Despre noi')).toHaveAttribute('aria-current', 'page');
  },
};

/** A deeper trail with a long product name (spec 2.7): the last item is cut, not wrapped. */
export const ProductPage: Story = {
  args: {
    items: [
      { label: 'Magazin', href: '/ro/shop-category' },
      { label: 'Ser regenerant cu acid hialuronic și peptide biomimetice, 30 ml' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
