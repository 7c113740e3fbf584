import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FloatingCartBar } from './floating-cart-bar';

const meta = {
  title: 'Blocks/FloatingCartBar',
  component: FloatingCartBar,
  parameters: { layout: 'fullscreen' },
  args: { count: 3, total: 1540.55, currency: 'MDL', href: '/ro/checkout' },
  render: (args) => (
    <div style={{ height: 3000 }}>
      <FloatingCartBar {...args} />
    </div>
  ),
} satisfies Meta<typeof FloatingCartBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown: count, total in lei and the link to checkout. */
export const Visible: Story = {
  args: { visible: true, currency: 'LEI' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('complementary', { name: 'Rezumatul coșului' });
    await expect(bar).toHaveTextContent('Produse: 3');
    await expect(bar).toHaveTextContent('1.540,6 lei');
    await expect(within(bar).getByRole('link', { name: 'Plasează comanda' })).toHaveAttribute(
      'href',
      '/ro/checkout',
    );
  },
};

/** Follows the page: hidden until 850 px scrolled, then shown (on this 768 px+ canvas). */
export const FollowsScroll: Story = {
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    const canvas = within(canvasElement);
    view.scrollTo(0, 600);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('complementary')).toBeNull();
    view.scrollTo(0, 900);
    await waitFor(() => expect(canvas.getByRole('complementary')).toBeVisible());
  },
};

/** An empty cart never shows the bar, however far the page is scrolled. */
export const EmptyCart: Story = {
  args: { count: 0, total: 0 },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    view.scrollTo(0, 1200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};

/** Roubles, for a Russian profile. */
export const Roubles: Story = {
  args: { visible: true, currency: 'RUB', total: 12990, count: 1 },
};
