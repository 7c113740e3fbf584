export * from './course-start.machine';
export * from './course-start.message-keys';
export * from './course-start.selectors';
