// The texts of the screens after a login in one chunk, fetched with a login (../load.ts).
export { default as ui, flows } from '@academy/ui/i18n/languages/es.member';
