export * from './device-sessions.machine';
export * from './device-sessions.message-keys';
export * from './device-sessions.selectors';
