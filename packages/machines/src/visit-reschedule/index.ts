export * from './visit-reschedule.machine';
export * from './visit-reschedule.message-keys';
export * from './visit-reschedule.selectors';
