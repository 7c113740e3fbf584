import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import { type PropsWithChildren, useEffect, useState } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { docsThemes } from './docs-theme';
import type { Theme } from './tokens';

interface GlobalsStore {
  store?: { userGlobals?: { get?: () => Record<string, unknown> } };
}

function themeOf(globals: Record<string, unknown> | undefined): Theme {
  return globals?.theme === 'dark' ? 'dark' : 'light';
}

/** The page titles and section headings in the kit's display face, as the product sets them. */
const HEADINGS = `
#storybook-docs :is(h1, .sbdocs-title):not(.docs-story *, .sb-unstyled *) { font-family: var(--font-display); font-weight: 600; font-size: 2.75rem; line-height: 1.1; }
#storybook-docs h2:not(.docs-story *, .sb-unstyled *) { font-family: var(--font-display); font-weight: 600; font-size: 1.875rem; line-height: 1.2; }
`;

/**
 * The docs pages follow the toolbar's theme like the stories do: the page itself (Storybook's
 * docs theme built from the tokens) and the kit's `.dark` class on <html>, which an MDX page
 * without stories would otherwise never get.
 */
export function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [theme, setTheme] = useState<Theme>(() =>
    themeOf((context as unknown as GlobalsStore).store?.userGlobals?.get?.()),
  );
  useEffect(() => {
    const update = ({ globals }: { globals: Record<string, unknown> }) =>
      setTheme(themeOf(globals));
    context.channel.on(GLOBALS_UPDATED, update);
    return () => context.channel.off(GLOBALS_UPDATED, update);
  }, [context.channel]);
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark');
  }, [theme]);
  return (
    <DocsContainer context={context} theme={docsThemes[theme]}>
      <style>{HEADINGS}</style>
      {children}
    </DocsContainer>
  );
}
