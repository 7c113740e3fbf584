// The texts of the public pages beyond the light first screens in one chunk (../load.ts).
export { default as ui, flows } from '@academy/ui/i18n/languages/fr.inner';
