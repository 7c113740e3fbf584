export * from './video-upload.machine';
export * from './video-upload.message-keys';
export * from './video-upload.rules';
export * from './video-upload.selectors';
