import { useTranslation } from 'react-i18next';
import { ContentSection } from './content-section';
import type { StaffBanner } from './course-content-types';
import { EditDeleteButtons } from './record-actions';

export interface BannersSectionProps {
  banners: readonly StaffBanner[];
  onAdd: () => void;
  onDelete: (banner: StaffBanner, number: number) => void;
}

/** The banners the course's player shows: each picture with where it leads, and a delete. */
export function BannersSection({ banners, onAdd, onDelete }: BannersSectionProps) {
  const { t } = useTranslation('ui');
  return (
    <ContentSection
      slot="banners-section"
      title={t('adminCourseContent.banners.title')}
      addLabel={t('adminCourseContent.banners.add')}
      onAdd={onAdd}
      emptyText={t('adminCourseContent.banners.empty')}
      isEmpty={banners.length === 0}
    >
      <ul className="grid gap-3 sm:grid-cols-2">
        {banners.map((banner, index) => (
          <li key={banner.id} className="flex flex-col gap-2 rounded-lg border p-2">
            <img
              src={banner.image}
              alt={t('adminCourseContent.banners.image', { number: index + 1 })}
              loading="lazy"
              className="bg-muted aspect-[3/1] w-full rounded-md object-cover"
            />
            <div className="flex items-center gap-2">
              <span className="text-muted-foreground min-w-0 flex-1 truncate text-sm">
                {banner.link || t('adminCourseContent.banners.noLink')}
              </span>
              <EditDeleteButtons
                deleteLabel={t('adminCourseContent.banners.delete', { number: index + 1 })}
                onDelete={() => onDelete(banner, index + 1)}
              />
            </div>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
