export * from './course-catalogue.machine';
export * from './course-catalogue.message-keys';
export * from './course-catalogue.rules';
export * from './course-catalogue.selectors';
