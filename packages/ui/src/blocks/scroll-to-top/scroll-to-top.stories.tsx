import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from './scroll-to-top';

const meta = {
  title: 'Blocks/ScrollToTop',
  component: ScrollToTop,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ScrollToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown: the round button in the corner. */
export const Visible: Story = {
  args: { visible: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Înapoi sus' });
    await waitFor(() => expect(button).toBeVisible());
  },
};

/** Follows the page: absent near the top, shown from 30 %, and back to the top on click. */
export const FollowsScroll: Story = {
  render: (args) => (
    <div style={{ height: 4000 }} className="bg-muted/40">
      <ScrollToTop {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    const canvas = within(canvasElement);
    const scrollable = () =>
      canvasElement.ownerDocument.documentElement.scrollHeight - view.innerHeight;
    view.scrollTo(0, scrollable() * 0.2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('button')).toBeNull();
    view.scrollTo(0, scrollable() * 0.4);
    const button = await canvas.findByRole('button', { name: 'Înapoi sus' });
    await userEvent.click(button);
    await waitFor(() => expect(view.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
  },
};
