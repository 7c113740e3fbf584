import { AuthorBlock } from '@academy/ui';
import { content } from '../api/content';
import { RouterLink } from '../app/router-link';
import { useLanguage } from '../app/use-language';
import { useRemote } from '../app/use-remote';

/** The about-the-author block (spec 2.3, 2.6); nothing while loading or when the call failed. */
export function Author() {
  const language = useLanguage();
  const author = useRemote(() => content.author(language), [language]);
  if (!author) return null;
  return (
    <AuthorBlock
      className="max-w-content px-gutter py-section mx-auto w-full"
      author={{
        photo: author.image,
        title: author.title,
        name: author.sub_title,
        specialization: author.specialization,
        description: author.description_short,
      }}
      href={`/${language}/author`}
      LinkComponent={RouterLink}
    />
  );
}
