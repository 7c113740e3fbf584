export * from './toast.machine';
export * from './toast.selectors';
