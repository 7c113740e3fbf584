import { Unstyled } from '@storybook/addon-docs/blocks';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { colour, type Theme, tokens } from './tokens';

/** The theme the docs page shows (the kit's `.dark` class on <html>, set by the docs container). */
function useDocsTheme(): Theme {
  return useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
      return () => observer.disconnect();
    },
    () => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'),
    () => 'light',
  );
}

/** Mermaid's colours from the kit's tokens, so the diagram reads like the page in both themes. */
function themeVariables(theme: Theme) {
  const c = (name: string) => colour(name, theme);
  return {
    darkMode: theme === 'dark',
    fontFamily: tokens[theme]['font-sans'] ?? 'sans-serif',
    fontSize: '14px',
    background: c('background'),
    primaryColor: c('surface'),
    primaryTextColor: c('foreground'),
    primaryBorderColor: c('primary'),
    secondaryColor: c('muted'),
    tertiaryColor: c('muted'),
    lineColor: c('muted-foreground'),
    textColor: c('foreground'),
    mainBkg: c('surface'),
    nodeBorder: c('primary'),
    labelColor: c('foreground'),
    stateLabelColor: c('foreground'),
    transitionColor: c('muted-foreground'),
    transitionLabelColor: c('foreground'),
    edgeLabelBackground: c('background'),
    compositeBackground: c('muted'),
    compositeTitleBackground: c('muted'),
    altBackground: c('muted'),
    stateBkg: c('surface'),
    stateBorder: c('primary'),
    specialStateColor: c('foreground'),
    innerEndBackground: c('foreground'),
  };
}

/**
 * Mermaid marks its SVG up as a document with its own role description; the figure around it is
 * the image (`role="img"` with the label), so the SVG itself leaves the accessibility tree.
 */
function asPicture(svg: string): string {
  return svg.replace(/<svg\b([^>]*)>/, (_tag, attributes: string) => {
    const kept = attributes
      .replace(/\s(role|aria-roledescription|aria-labelledby|aria-describedby)="[^"]*"/g, '')
      .trim();
    return `<svg ${kept} aria-hidden="true" focusable="false">`;
  });
}

/**
 * A Mermaid source drawn as an SVG. Mermaid (a large library) is loaded only when a diagram is
 * shown, so neither the stories nor the product carry it.
 */
export function FlowDiagramView({ source, label }: { source: string; label: string }) {
  const theme = useDocsTheme();
  const id = `flow-diagram-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [drawn, setDrawn] = useState<{ svg: string } | { error: string }>();
  useEffect(() => {
    let live = true;
    (async () => {
      const { default: mermaid } = await import('mermaid');
      // Mermaid measures its labels as it draws: in a fallback face they come out cut.
      await document.fonts.ready;
      mermaid.initialize({
        startOnLoad: false,
        securityLevel: 'strict',
        theme: 'base',
        themeVariables: themeVariables(theme),
      });
      const { svg } = await mermaid.render(`${id}-${theme}`, source);
      if (live) setDrawn({ svg: asPicture(svg) });
    })().catch((error: unknown) => {
      if (live) setDrawn({ error: error instanceof Error ? error.message : String(error) });
    });
    return () => {
      live = false;
    };
  }, [id, source, theme]);

  if (drawn && 'error' in drawn) {
    return <p>The diagram could not be drawn ({drawn.error}); its transitions are listed below.</p>;
  }
  // Unstyled: the docs page's styles for <p> (line height) would set Mermaid's labels taller than
  // it measured them, and cut them.
  return (
    <Unstyled>
      <div
        role="img"
        aria-label={label}
        aria-busy={drawn ? undefined : true}
        data-flow-diagram={drawn ? 'drawn' : 'drawing'}
        className="[&_svg]:mx-auto [&_svg]:h-auto [&_svg]:max-w-full"
        // The SVG is Mermaid's output of a source generated from the machine (securityLevel strict).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG Mermaid drew
        dangerouslySetInnerHTML={{ __html: drawn?.svg ?? '' }}
      />
    </Unstyled>
  );
}
