/**
 * The staff back office's views (issue 26), a subpath of the kit (`@academy/ui/back-office`) so
 * the app loads them in the back office's own chunks, never on the public pages. One folder per
 * area, each with its own index.
 */
export * from './accounts';
export * from './home';
export * from './inbox';
export * from './orders';
export * from './shell';
export * from './table';
