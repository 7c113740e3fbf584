export * from './country';
export * from './languages';
