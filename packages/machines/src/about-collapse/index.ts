export * from './about-collapse.machine';
export * from './about-collapse.selectors';
export * from './about-collapse.validation';
