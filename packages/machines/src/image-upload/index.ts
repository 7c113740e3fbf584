export * from './image-upload.machine';
export * from './image-upload.message-keys';
export * from './image-upload.rules';
export * from './image-upload.selectors';
