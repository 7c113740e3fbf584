import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { injectLiveChatScript, LiveChatSlot } from './live-chat-slot';

const scriptUrls = { ro: '/chat/ro.js', ru: '/chat/ru.js' };
const chatScripts = () => document.querySelectorAll('script[data-live-chat]');

describe('LiveChatSlot', () => {
  afterEach(() => {
    for (const script of chatScripts()) script.remove();
  });

  it('loads nothing by default', () => {
    const { container } = render(<LiveChatSlot language="ro" scriptUrls={scriptUrls} />);
    expect(container).toBeEmptyDOMElement();
    expect(chatScripts()).toHaveLength(0);
  });

  it('injects the script of the language once, however often it renders', () => {
    const { rerender } = render(<LiveChatSlot enabled language="ro" scriptUrls={scriptUrls} />);
    rerender(<LiveChatSlot enabled language="ro" scriptUrls={{ ...scriptUrls }} />);
    render(<LiveChatSlot enabled language="ro" scriptUrls={scriptUrls} />);
    expect(chatScripts()).toHaveLength(1);
    expect(chatScripts()[0]).toHaveAttribute('src', '/chat/ro.js');
  });

  it('loads nothing for a language without a script', () => {
    render(<LiveChatSlot enabled language="fr" scriptUrls={scriptUrls} />);
    expect(chatScripts()).toHaveLength(0);
  });

  it('returns the script already there', () => {
    const first = injectLiveChatScript('/chat/ru.js');
    expect(injectLiveChatScript('/chat/ru.js')).toBe(first);
    expect(first.async).toBe(true);
  });
});
