export * from './video-progress.machine';
export * from './video-progress.messages';
export * from './video-progress.rules';
export * from './video-progress.selectors';
