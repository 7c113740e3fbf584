/// <reference types="vite/client" />
import tokensCss from '../styles/tokens.css?raw';

/**
 * The design tokens as the docs read them: parsed from styles/tokens.css at build time (the same
 * file the kit's CSS is compiled from), so the foundations pages cannot drift from the product.
 */
export type Theme = 'light' | 'dark';
export type TokenSet = Readonly<Record<string, string>>;

/** The custom properties declared in the first rule whose selector is exactly `selector`. */
export function declarationsOf(css: string, selector: string): Record<string, string> {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rule = new RegExp(`(^|[}\\s])${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(
    source,
  );
  const body = rule?.[2] ?? '';
  const declarations: Record<string, string> = {};
  for (const match of body.matchAll(/--([\w-]+)\s*:\s*([^;]+);/g)) {
    const [, name = '', value = ''] = match;
    declarations[name] = value.replace(/\s+/g, ' ').trim();
  }
  return declarations;
}

/** Both themes of a tokens file: the night style (`.dark`) overrides some tokens of `:root`. */
export function parseTokenFile(css: string): Readonly<Record<Theme, TokenSet>> {
  const light = declarationsOf(css, ':root');
  return { light, dark: { ...light, ...declarationsOf(css, '.dark') } };
}

/**
 * The kit's tokens. (Vitest hands CSS files over empty, `?raw` too: unit tests read the file
 * with `node:fs` and pass `parseTokenFile(text)` where a function takes `sets`.)
 */
export const tokens = parseTokenFile(tokensCss);

/** Token names (without `--`) that start with `prefix-`, in the order the file declares them. */
export function tokenNames(prefix: string, sets = tokens): string[] {
  return Object.keys(sets.light).filter((name) => name.startsWith(`${prefix}-`));
}

/** `color-primary` → `primary`. */
export function colourNames(sets = tokens): string[] {
  return tokenNames('color', sets).map((name) => name.slice('color-'.length));
}

/** The value of a colour token in a theme (`colour('primary', 'dark')`). */
export function colour(name: string, theme: Theme, sets = tokens): string {
  const value = sets[theme][`color-${name}`];
  if (!value) throw new Error(`no colour token --color-${name}`);
  return value;
}

/** Tokens whose value differs between the themes. */
export function themedTokenNames(sets = tokens): string[] {
  return Object.keys(sets.dark).filter((name) => sets.dark[name] !== sets.light[name]);
}
