export * from './course-updates.machine';
export * from './course-updates.messages';
export * from './course-updates.rules';
export * from './course-updates.selectors';
