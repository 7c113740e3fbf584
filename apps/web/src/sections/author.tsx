import { AuthorBlock, AuthorBlockSkeleton } from '@academy/ui';
import type { Author as AuthorData } from '../api/content';
import { Deferred } from '../app/deferred';
import { usePaths } from '../app/paths';
import { RouterLink } from '../app/router-link';

const FRAME = 'max-w-content px-gutter py-section mx-auto w-full';

/** The about-the-author block (spec 2.3, 2.6); its placeholder while loading, nothing on failure. */
export function Author({ author }: { author: Promise<AuthorData | null> }) {
  const paths = usePaths();
  return (
    <Deferred data={author} fallback={<AuthorBlockSkeleton className={FRAME} />}>
      {(data) =>
        data ? (
          <AuthorBlock
            className={FRAME}
            author={{
              photo: data.image,
              title: data.title,
              name: data.sub_title,
              specialization: data.specialization,
              description: data.description_short,
            }}
            href={paths.author()}
            LinkComponent={RouterLink}
          />
        ) : null
      }
    </Deferred>
  );
}
