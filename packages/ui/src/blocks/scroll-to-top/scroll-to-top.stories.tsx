import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { scrollWindowTo } from '../../test/story-waits';
import { ScrollToTop } from './scroll-to-top';

const meta = {
  title: 'Blocks/ScrollToTop',
  component: ScrollToTop,
  parameters: {
    layout: 'fullscreen',
    usage: {
      use: [
        'Long pages: a round button in the corner, once the page is scrolled 30 % of the way; smooth unless reduced motion is asked for.',
        'Leave `visible` out in the app; it is for stories and tests.',
      ],
      avoid: [
        'A page that does not scroll, or barely: it never shows there anyway.',
        'Jumping to a section of the page: use an in-page link to its heading.',
      ],
      keyboard: [
        [
          'Tab',
          'Reaches the button where it sits in the page order (it floats, but is not first).',
        ],
        ['Enter / Space', 'Scrolls the window to the top; focus is not moved there.'],
      ],
      screenReader: [
        'A button named "Back to top"; the arrow is hidden.',
        'Once the page is back at the top the button disappears, so focus is lost; the next Tab starts from where it was.',
      ],
    } satisfies Usage,
  },
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

/**
 * Follows the page: absent near the top, shown from 30 %, and back to the top on click, where
 * focus follows (the page's first link), since the button itself goes.
 */
export const FollowsScroll: Story = {
  render: (args) => (
    <div style={{ height: 4000 }} className="bg-muted/40">
      <a href="#start" className="underline">
        Start
      </a>
      <ScrollToTop {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    const canvas = within(canvasElement);
    const scrollable = () =>
      canvasElement.ownerDocument.documentElement.scrollHeight - view.innerHeight;
    // 20 % is not enough: measured (its scroll listener ran) and drawn, still no button.
    await scrollWindowTo(view, scrollable() * 0.2);
    await expect(canvas.queryByRole('button')).toBeNull();
    await scrollWindowTo(view, scrollable() * 0.4);
    const button = await canvas.findByRole('button', { name: 'Înapoi sus' });
    await userEvent.click(button);
    await waitFor(() => expect(view.scrollY).toBe(0));
    await waitFor(() => expect(canvas.queryByRole('button')).toBeNull());
    await expect(canvas.getByRole('link', { name: 'Start' })).toHaveFocus();
  },
};
