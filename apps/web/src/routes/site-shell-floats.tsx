import type { Language } from '@academy/contract/languages';
import type { CartCurrency } from '@academy/machines';
import { FloatingCartBar, LiveChatSlot, ScrollToTop } from '@academy/ui';
import { RouterLink } from '../app/router-link';
import { siteConfig } from '../app/site-config';

/**
 * The shell's floating parts (site-shell.tsx), in a module of their own: none draws anything at
 * the first render (the scroll-to-top button and the cart bar wait for a scroll, the chat slot
 * only adds its script), so their code loads after it, not with Home's first paint.
 */
export default function SiteShellFloats(props: {
  language: Language;
  /** The cart bar's figures, for a logged-in user only (a visitor has no cart bar). */
  cart: { count: number; total: number; currency: CartCurrency; href: string } | null;
}) {
  const { cart } = props;
  return (
    <>
      <ScrollToTop />
      {cart ? (
        <FloatingCartBar
          count={cart.count}
          total={cart.total}
          currency={cart.currency}
          href={cart.href}
          LinkComponent={RouterLink}
        />
      ) : null}
      <LiveChatSlot
        enabled={Object.keys(siteConfig.liveChatScripts).length > 0}
        language={props.language}
        scriptUrls={siteConfig.liveChatScripts}
      />
    </>
  );
}
