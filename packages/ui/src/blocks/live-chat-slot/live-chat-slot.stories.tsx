import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Usage } from '../../docs/usage';
import { LiveChatSlot } from './live-chat-slot';

// A data: script stands in for the vendor's: no network in stories.
const demoScript =
  'data:text/javascript,window.__liveChatDemo%3D(window.__liveChatDemo%7C%7C0)%2B1';

const meta = {
  title: 'Blocks/LiveChatSlot',
  component: LiveChatSlot,
  args: { language: 'ro', scriptUrls: { ro: demoScript } },
  // It renders nothing, so there is no picture to compare.
  parameters: {
    visual: { disable: true },
    usage: {
      use: [
        'Once in the app shell, where the product wants the third-party live chat: it loads the chat script of the page language.',
        'Leave it off (the default) in tests, stories and pages that must not load third-party code.',
      ],
      avoid: [
        'A contact form of our own: use the ContactForm flow.',
        'Switching the chat language on the fly: a language change reloads the page, and a loaded script is never removed.',
      ],
      keyboard: [],
      screenReader: [
        'Renders nothing itself; what is heard is the third party’s widget, which this kit does not control.',
        'Check the chat provider’s accessibility before turning it on for a market.',
      ],
    } satisfies Usage,
  },
} satisfies Meta<typeof LiveChatSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

const chatScripts = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelectorAll('script[data-live-chat]');

/** Off (the default): no script on the page. */
export const Off: Story = {
  play: async ({ canvasElement }) => {
    await expect(chatScripts(canvasElement)).toHaveLength(0);
  },
};

/** On: the language's script is added once. */
export const Enabled: Story = {
  args: { enabled: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(chatScripts(canvasElement)).toHaveLength(1));
    await expect(chatScripts(canvasElement)[0]?.getAttribute('src')).toBe(demoScript);
  },
};
