export * from './constants';
export * from './cookie-notice';
export * from './all-messages';
export * from './messages';
export * from './cart';
export * from './course-catalogue';
export * from './login';
