import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { Breadcrumbs } from './breadcrumbs';

const meta = {
  title: 'Blocks/Breadcrumbs',
  component: Breadcrumbs,
  args: { homeHref: '/ro', items: [{ label: 'Despre noi' }] },
  parameters: {
    usage: {
      use: [
        'The trail from Home to the current page on deep pages (about, product, article), at the top of the content.',
        '`homeHref` adds the translated "Home" first; the last item is the current page, without a link.',
      ],
      avoid: [
        'Pages one step from Home, or steps of a flow (checkout): a back link or the heading is enough.',
        'The main menu: use SiteHeader; sections of the dashboard: DashboardMenu.',
      ],
      keyboard: [
        ['Tab', 'Moves through the links of the trail; the current page is not focusable.'],
        ['Enter', 'Follows the focused link.'],
      ],
      screenReader: [
        'A navigation landmark named "Breadcrumbs" (translated), with an ordered list of the steps.',
        'The current page is marked `aria-current="page"`; the chevrons are hidden.',
      ],
    } satisfies Usage,
  },
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
