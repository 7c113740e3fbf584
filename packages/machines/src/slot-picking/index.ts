export * from './slot-picking.rules';
