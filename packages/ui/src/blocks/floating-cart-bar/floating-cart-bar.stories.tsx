import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { scrollWindowTo } from '../../test/story-waits';
import { FloatingCartBar } from './floating-cart-bar';

const meta = {
  title: 'Blocks/FloatingCartBar',
  component: FloatingCartBar,
  parameters: {
    layout: 'fullscreen',
    usage: {
      use: [
        'Shop pages on screens 768 px or wider: once the page is scrolled 850 px with something in the cart, the count, total and a way to checkout.',
        'Leave `visible` out in the app; it is for stories and tests.',
      ],
      avoid: [
        'Phones: it hides below 768 px; the header cart link is the way to the cart there.',
        'The full list of what is in the cart: use the cart flow or OrderSummary.',
      ],
      keyboard: [
        [
          'Tab',
          'Reaches "Make an order" where the bar sits in the page order (not first, though it floats at the bottom).',
        ],
        ['Enter', 'Opens the checkout page.'],
      ],
      screenReader: [
        'A complementary landmark named "Cart summary": "Shopping cart", "Items: 3", "Total" and the amount, then the "Make an order" link.',
        'Its appearing and disappearing on scroll are not announced, and the total is not a live region.',
      ],
    } satisfies Usage,
  },
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
    await expect(bar).toHaveTextContent('1.540,6 LEI');
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
    // Measured at 600 px (its scroll listener ran) and drawn: still hidden.
    await scrollWindowTo(view, 600);
    await expect(canvas.queryByRole('complementary')).toBeNull();
    await scrollWindowTo(view, 900);
    await waitFor(() => expect(canvas.getByRole('complementary')).toBeVisible());
  },
};

/** An empty cart never shows the bar, however far the page is scrolled. */
export const EmptyCart: Story = {
  args: { count: 0, total: 0 },
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    await scrollWindowTo(view, 1200);
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};

/** Roubles, for a Russian profile. */
export const Roubles: Story = {
  args: { visible: true, currency: 'RUB', total: 12990, count: 1 },
};
