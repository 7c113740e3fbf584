import { emptyTranslatedText, type TranslatedText } from '@academy/contract/back-office/authoring';

/** A text in the five languages: the given ones, the others empty. */
export const texts = (given: Partial<TranslatedText>): TranslatedText => ({
  ...emptyTranslatedText(),
  ...given,
});
