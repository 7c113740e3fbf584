/**
 * Every rule the browser and the server must agree on, free of zod, so that the web app's
 * entry chunk can import them (`@academy/contract/rules`) without the schema library.
 * The zod schemas of the main entry build on the same constants.
 */
export * from './cart-lines';
export * from './countries';
export * from './delivery';
export * from './language-codes';
export * from './limits';
export * from './login-refusals';
export * from './markets';
export * from './measures';
export * from './money';
export * from './password-rules';
export * from './progress';
export * from './promo';
export * from './shop-access';
export * from './shop-client';
export * from './single-line';
export * from './video-time';
