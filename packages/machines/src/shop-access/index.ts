export * from './shop-access.message-keys';
export * from './shop-access.rules';
