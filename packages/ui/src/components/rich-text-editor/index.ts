export * from './rich-text-editor';
