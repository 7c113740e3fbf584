import {
  ABOUT_MISSION_MAX,
  ABOUT_SHORT_MAX,
  SITE_TITLE_MAX,
  type SiteAbout,
} from '@academy/contract/back-office/site';
import type { Language } from '@academy/contract/languages';
import { useTranslation } from 'react-i18next';
import type { SiteSaveProps } from './site-save-bar';
import { SiteSection } from './site-section';

export interface AboutFormProps {
  values: SiteAbout;
  onChange: (name: string, language: Language, text: string) => void;
  /** Refusals, translated, keyed `<name>.<lang>`. */
  errors?: Readonly<Record<string, string>>;
  save: SiteSaveProps;
  onSave: () => void;
}

/**
 * The about page's texts (spec 2.6) in the five languages: its title, and its short text and
 * mission as rich text (the public page shows them as HTML, which the server sanitizes).
 */
export function AboutForm({ values, onChange, errors, save, onSave }: AboutFormProps) {
  const { t } = useTranslation('ui');
  return (
    <SiteSection
      slot="about-form"
      heading={t('adminSite.about.heading')}
      save={save}
      onSave={onSave}
      texts={{
        fields: [
          {
            name: 'title',
            label: t('adminSite.about.title'),
            kind: 'text',
            required: true,
            maxLength: SITE_TITLE_MAX,
          },
          {
            name: 'short_description',
            label: t('adminSite.about.shortDescription'),
            kind: 'rich-text',
            required: true,
            maxLength: ABOUT_SHORT_MAX,
          },
          {
            name: 'mission',
            label: t('adminSite.about.mission'),
            kind: 'rich-text',
            required: true,
            maxLength: ABOUT_MISSION_MAX,
          },
        ],
        values,
        onChange,
        errors,
      }}
    />
  );
}
