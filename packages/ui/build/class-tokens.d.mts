/** Every word of every string literal of the kit's and the web app's sources (class-tokens.mjs). */
export function classTokens(): string[];
