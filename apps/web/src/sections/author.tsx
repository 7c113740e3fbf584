import { AuthorBlock, AuthorBlockSkeleton } from '@academy/ui';
import { content } from '../api/content';
import { RouterLink } from '../app/router-link';
import { useLanguage } from '../app/use-language';
import { useRemoteState } from '../app/use-remote';

const FRAME = 'max-w-content px-gutter py-section mx-auto w-full';

/** The about-the-author block (spec 2.3, 2.6); its placeholder while loading, nothing on failure. */
export function Author() {
  const language = useLanguage();
  const { data: author, loading } = useRemoteState(() => content.author(language), [language]);
  if (loading) return <AuthorBlockSkeleton className={FRAME} />;
  if (!author) return null;
  return (
    <AuthorBlock
      className={FRAME}
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
