export * from './course-purchase.rules';
