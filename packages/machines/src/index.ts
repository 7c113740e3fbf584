export * from './constants';
export * from './cookie-notice';
