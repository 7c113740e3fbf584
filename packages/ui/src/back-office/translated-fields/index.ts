export { LanguageTabMark, type LanguageTabMarkProps } from './language-tab-mark';
export type { TranslatedFieldSpec } from './translated-field-control';
export { TranslatedFields, type TranslatedFieldsProps } from './translated-fields';
