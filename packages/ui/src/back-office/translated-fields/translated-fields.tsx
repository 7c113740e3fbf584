import {
  type TranslatedText,
  translationCompleteness,
} from '@academy/contract/back-office/authoring';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from '@academy/contract/languages';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { LanguageTabMark } from './language-tab-mark';
import { TranslatedFieldControl, type TranslatedFieldSpec } from './translated-field-control';

export interface TranslatedFieldsProps {
  /** The record's translated fields, in the order they show in each language. */
  fields: readonly TranslatedFieldSpec[];
  /** Each field's text in the five languages (a missing one counts as empty). */
  values: Readonly<Record<string, TranslatedText>>;
  onChange: (name: string, language: Language, text: string) => void;
  /** Refusals, translated, keyed `<name>.<lang>` as the server's field errors come. */
  errors?: Readonly<Record<string, string>>;
  disabled?: boolean;
  className?: string;
}

/** The languages with a refused field, in the tabs' order. */
const refusedLanguages = (errors: Readonly<Record<string, string>>) =>
  LANGUAGES.filter((language) =>
    Object.keys(errors).some((key) => key.endsWith(`.${language}`) && errors[key]),
  );

/**
 * A record's texts in the five languages (issue 27): a tab per language, Romanian first, each
 * with its completeness mark ("complete" or "1 of 3") and an alert when one of its fields was
 * refused; the tab shows every translated field in that language. When a save is refused in a
 * language other than the one shown, the first refused language opens, so the error is seen.
 */
export function TranslatedFields({
  fields,
  values,
  onChange,
  errors = {},
  disabled,
  className,
}: TranslatedFieldsProps) {
  const { t } = useTranslation('ui');
  const [language, setLanguage] = useState<Language>(DEFAULT_LANGUAGE);
  const refused = refusedLanguages(errors);
  const refusedKey = refused.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new set of refusals
  useEffect(() => {
    const [first] = refused;
    if (first && !refused.includes(language)) setLanguage(first);
  }, [refusedKey]);
  const completeness = translationCompleteness(
    values,
    fields.map((field) => field.name),
  );
  const errorOf = (name: string, lang: Language) =>
    errors[`${name}.${lang}`] ||
    (lang === DEFAULT_LANGUAGE ? errors[name] : undefined) ||
    undefined;

  return (
    <Tabs.Root
      data-slot="translated-fields"
      value={language}
      onValueChange={(value) => setLanguage(value as Language)}
      className={cn('flex flex-col gap-4', className)}
    >
      {/* The tabs wrap rather than scroll sideways: a scrolled row whose tabs are all disabled
          (a form being saved) would be a region no keyboard reaches. */}
      <Tabs.List
        aria-label={t('adminTranslations.languages')}
        className="border-border -mx-1 flex flex-wrap gap-1 border-b px-1"
      >
        {LANGUAGES.map((lang) => (
          <Tabs.Trigger
            key={lang}
            value={lang}
            data-language={lang}
            className={cn(
              'text-muted-foreground hover:text-foreground -mb-px inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium',
              'focus-visible:outline-ring focus-visible:outline-2 focus-visible:-outline-offset-2',
              'data-[state=active]:border-primary data-[state=active]:text-foreground',
            )}
          >
            <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
            <LanguageTabMark completeness={completeness[lang]} invalid={refused.includes(lang)} />
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {LANGUAGES.map((lang) => (
        <Tabs.Content
          key={lang}
          value={lang}
          className="focus-visible:outline-ring flex flex-col gap-4 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4"
        >
          {lang === DEFAULT_LANGUAGE ? null : (
            <p className="text-muted-foreground text-sm">{t('adminTranslations.fallback')}</p>
          )}
          {fields.map((field) => (
            <TranslatedFieldControl
              key={field.name}
              field={field}
              language={lang}
              value={values[field.name]?.[lang] ?? ''}
              onChange={(text) => onChange(field.name, lang, text)}
              error={errorOf(field.name, lang)}
              isDefault={lang === DEFAULT_LANGUAGE}
              disabled={disabled}
            />
          ))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
