export * from './course-catalogue.machine';
export * from './course-catalogue.messages';
export * from './course-catalogue.rules';
export * from './course-catalogue.selectors';
