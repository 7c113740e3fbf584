/** Modules of the shell (what every page's first load runs), as the chunk groups tell them. */

/**
 * The contract's rules that Home's first load runs: the pages' declarations (the route table and
 * paths), the languages, the server page's markers and cookies, the cart's and the shop gate's
 * rules (markets, money). The other zod-free rules (video times, progress, password, promo,
 * order status…) are `page-rules`, loaded by the pages that check them, not by Home. A rule the
 * shell starts to run must join this list, or Home loads `page-rules` (the budgets check tells).
 */
export const SHELL_RULES =
  /contract[\\/]src[\\/](pages|staff|page-markers|language-codes|server-render|shop-client|shop-access|markets|money|cart-lines)\.ts$/;
/**
 * Modules of Home's first load that lazy parts import too (the entry's logo, the header's parts
 * and language list that its menu sheet draws too, the cart's and the toast's providers, the
 * HydrateWhenNear gate, the scroll rule, the shop gate, Home's contact form id): the bundler would
 * give each a file of its own, a request each; `shell-parts` holds them in one, which every page
 * loads with the entry.
 */
export const SHELL_PARTS =
  /ui[\\/]src[\\/]blocks[\\/](site-logo[\\/]|site-header[\\/](header-parts|language-menu)\.tsx$)|machines[\\/]src[\\/]cart[\\/]cart\.selectors\.ts$|app[\\/](scroll-rule|after-first-render|cart-provider|toast-provider|hydrate-when-near|near-gate|when-near|hydration)\.tsx?$|shop-access[\\/]shop-access\.rules\.ts$|sections[\\/]contact-id\.ts$/;
