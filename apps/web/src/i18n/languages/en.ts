// One language's texts in one chunk, fetched when the language is first needed (../load.ts).
export { default as ui, flows } from '@academy/ui/i18n/languages/en';
export { default as web } from '../en.json';
