export * from './hidden-file-input';
export * from './image-field';
export * from './use-image-field';
