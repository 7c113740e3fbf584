export * from './shop-listing.rules';
