// The back office's texts in one chunk, fetched by its frame alone (../load.ts).
export { default as ui, flows } from '@academy/ui/i18n/languages/fr.staff';
