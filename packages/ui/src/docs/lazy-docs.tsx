import type { DocsContainerProps } from '@storybook/addon-docs/blocks';
import { lazy, type PropsWithChildren } from 'react';

/**
 * The docs container and page, loaded when a docs page opens: the preview imports these two, and
 * their blocks (~0.8 MB of Storybook's docs components) would otherwise load with every story.
 * No Suspense boundary here: the docs renderer's commit, and so its DOCS_RENDERED event, waits
 * for them, and the docs checks never see a half-drawn page.
 */
const Container = lazy(() =>
  import('./docs-container').then((module) => ({ default: module.ThemedDocsContainer })),
);
const Page = lazy(() => import('./docs-page').then((module) => ({ default: module.KitDocsPage })));

export function LazyDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  return <Container {...props} />;
}

export function LazyDocsPage() {
  return <Page />;
}
