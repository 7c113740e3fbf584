/**
 * The staff back office's views (issue 26), a subpath of the kit (`@academy/ui/back-office`) so
 * the app loads them in the back office's own chunks, never on the public pages. One folder per
 * area, each with its own index.
 */
export * from './accounts';
export * from './articles';
export * from './course-content';
export * from './courses';
export * from './home';
export * from './home-content';
export * from './images';
export * from './inbox';
export * from './orders';
export * from './products';
export * from './shell';
export * from './site';
export * from './sortable-list';
export * from './table';
export * from './taxonomy';
export * from './translated-fields';
