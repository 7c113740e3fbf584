export * from './paged-list.machine';
export * from './paged-list.selectors';
