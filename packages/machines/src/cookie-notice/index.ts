export * from './cookie-notice.machine';
export * from './cookie-notice.selectors';
