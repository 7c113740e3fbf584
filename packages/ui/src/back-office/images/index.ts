export * from './image-field';
export * from './use-image-field';
