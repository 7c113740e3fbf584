export * from './staff-action.machine';
export * from './staff-action.message-keys';
export * from './staff-action.selectors';
