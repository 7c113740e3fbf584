import {
  AUTHOR_DESCRIPTION_MAX,
  SITE_TITLE_MAX,
  type SiteAuthor,
} from '@academy/contract/back-office/site';
import type { Language } from '@academy/contract/languages';
import { useTranslation } from 'react-i18next';
import { ImageField, type ImageFieldBinding } from '../images';
import type { SiteSaveProps } from './site-save-bar';
import { SiteSection } from './site-section';

export interface AuthorFormProps {
  values: Pick<SiteAuthor, 'title' | 'sub_title' | 'specialization' | 'description_short'>;
  onChange: (name: string, language: Language, text: string) => void;
  errors?: Readonly<Record<string, string>>;
  /** Her photo's upload (`useImageField` of an `author_photo` upload). */
  photo: ImageFieldBinding;
  save: SiteSaveProps;
  onSave: () => void;
}

/** The author's texts in the five languages and her photo, saved together (spec 2.3, 2.6). */
export function AuthorForm({ values, onChange, errors, photo, save, onSave }: AuthorFormProps) {
  const { t } = useTranslation('ui');
  const line = (name: string, label: string, max = SITE_TITLE_MAX) =>
    ({ name, label, kind: 'text', required: true, maxLength: max }) as const;
  return (
    <SiteSection
      slot="author-form"
      heading={t('adminSite.author.heading')}
      save={save}
      onSave={onSave}
      texts={{
        fields: [
          line('title', t('adminSite.author.title')),
          line('sub_title', t('adminSite.author.subTitle')),
          line('specialization', t('adminSite.author.specialization'), 300),
          {
            name: 'description_short',
            label: t('adminSite.author.descriptionShort'),
            kind: 'textarea',
            required: true,
            maxLength: AUTHOR_DESCRIPTION_MAX,
          },
        ],
        values,
        onChange,
        errors,
      }}
    >
      <ImageField
        {...photo}
        label={t('adminSite.author.photo')}
        removable={false}
        aspect="3 / 4"
        disabled={save.state === 'submitting'}
      />
    </SiteSection>
  );
}
