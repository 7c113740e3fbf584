export * from './shop-access.messages';
export * from './shop-access.rules';
