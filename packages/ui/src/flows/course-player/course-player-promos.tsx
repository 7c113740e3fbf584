import { useTranslation } from 'react-i18next';
import type { CoursePlayerBanner } from './course-player.types';

export interface CoursePlayerPromosProps {
  /** The section heading's id. */
  headingId: string;
  banners: readonly CoursePlayerBanner[];
}

/** The access record's promo banners, each a link. */
export function CoursePlayerPromos({ headingId, banners }: CoursePlayerPromosProps) {
  const { t } = useTranslation('ui');
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('ui:player.promos')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {banners.map((banner, index) => (
          <li key={banner.id}>
            <a
              href={banner.link}
              className="focus-visible:outline-ring block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <img
                src={banner.image}
                alt={t('ui:player.promo', { index: index + 1 })}
                loading="lazy"
                className="aspect-[2/1] w-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
