export * from './course-updates.machine';
export * from './course-updates.message-keys';
export * from './course-updates.rules';
export * from './course-updates.selectors';
