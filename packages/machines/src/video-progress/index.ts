export * from './video-progress.machine';
export * from './video-progress.message-keys';
export * from './video-progress.rules';
export * from './video-progress.selectors';
export * from './video-progress.types';
