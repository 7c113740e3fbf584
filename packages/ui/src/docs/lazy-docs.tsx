import { lazy } from 'react';

/**
 * The docs container and page, loaded when a docs page opens: the preview imports these two, and
 * their blocks (~0.8 MB of Storybook's docs components) would otherwise load with every story.
 * No Suspense boundary here: the docs renderer's commit, and so its DOCS_RENDERED event, waits
 * for them, and the docs checks never see a half-drawn page.
 */
export const LazyDocsContainer = lazy(() =>
  import('./docs-container').then((module) => ({ default: module.ThemedDocsContainer })),
);

export const LazyDocsPage = lazy(() =>
  import('./docs-page').then((module) => ({ default: module.KitDocsPage })),
);
