import type { Language } from '@academy/contract/languages';
import { useEffect } from 'react';

export interface LiveChatSlotProps {
  /** Off by default: the third-party chat loads only where the app turns it on. */
  enabled?: boolean;
  language: Language;
  /** The chat script per language (spec 2.2); a language without one gets no chat. */
  scriptUrls: Partial<Record<Language, string>>;
}

const MARK = 'data-live-chat';

/** Adds the chat script to the page unless a script with the same address is already there. */
export function injectLiveChatScript(src: string, doc: Document = document): HTMLScriptElement {
  const existing = [...doc.querySelectorAll<HTMLScriptElement>(`script[${MARK}]`)].find(
    (script) => script.getAttribute('src') === src,
  );
  if (existing) return existing;
  const script = doc.createElement('script');
  script.src = src;
  script.async = true;
  script.setAttribute(MARK, '');
  doc.body.append(script);
  return script;
}

/**
 * The slot of the third-party live chat (spec 2.2): renders nothing; when enabled, loads the
 * script of the page language once. A language change reloads the page (spec 2.1), so a script
 * once added is never removed.
 */
export function LiveChatSlot({ enabled = false, language, scriptUrls }: LiveChatSlotProps) {
  const src = enabled ? scriptUrls[language] : undefined;
  useEffect(() => {
    if (src) injectLiveChatScript(src);
  }, [src]);
  return null;
}
