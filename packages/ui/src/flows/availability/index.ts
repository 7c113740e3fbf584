export * from './availability-editor';
export * from './calendar-feed';
export * from './services-editor';
export * from './unsaved-changes-dialog';
