import { Breadcrumbs, DiplomaGallery } from '@academy/ui';
import { useTranslation } from 'react-i18next';
import { content } from '../../api/content';
import { RouterLink } from '../../app/router-link';
import { useLanguage } from '../../app/use-language';
import { useRemote } from '../../app/use-remote';

/** The author page (spec 2.6): title, name, specialization, short text and the diplomas. */
export function Page() {
  const language = useLanguage();
  const { t } = useTranslation('web');
  const author = useRemote(() => content.author(language), [language]);
  return (
    <div className="max-w-content px-gutter pb-section mx-auto grid w-full gap-8 pt-10">
      <Breadcrumbs
        homeHref={`/${language}`}
        items={[{ label: t('author.breadcrumb') }]}
        LinkComponent={RouterLink}
      />
      {author ? (
        <DiplomaGallery
          author={{
            title: author.title,
            name: author.sub_title,
            specialization: author.specialization,
            description: author.description_short,
          }}
          diplomas={author.gallery_about_author}
        />
      ) : null}
    </div>
  );
}
