import type { WorkSlide } from '@academy/machines';
import { PencilIcon, PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CarouselSection } from '../../blocks/carousel-section/carousel-section';
import { Button } from '../../components/button/button';
import { CarouselContent, CarouselDots, CarouselItem } from '../../components/carousel/carousel';

export interface WorkCarouselProps {
  works: readonly WorkSlide[];
  onAdd: () => void;
  onEdit: (slide: WorkSlide) => void;
}

/**
 * The specialist's before/after works in the editor (spec 2.9): 3 visible, 1 under 431 px (as
 * on the public page), each opening the work modal; Add opens it empty.
 */
export function WorkCarousel({ works, onAdd, onEdit }: WorkCarouselProps) {
  const { t } = useTranslation('ui');
  const add = (
    <Button type="button" variant="outline" size="sm" onClick={onAdd}>
      <PlusIcon className="size-4" aria-hidden="true" />
      {t('my-page.addWork')}
    </Button>
  );
  if (works.length === 0) {
    return (
      <section data-slot="work-carousel" className="grid gap-3">
        <h2 className="font-heading text-2xl">{t('my-page.works')}</h2>
        <p className="text-muted-foreground text-sm">{t('my-page.worksEmpty')}</p>
        <div>{add}</div>
      </section>
    );
  }
  return (
    <CarouselSection
      data-slot="work-carousel"
      title={t('my-page.works')}
      skeleton={null}
      controls={add}
    >
      <CarouselContent>
        {works.map((work) => (
          <CarouselItem key={work.id} className="xs:basis-1/3">
            <button
              type="button"
              onClick={() => onEdit(work)}
              className="group bg-surface text-surface-foreground focus-visible:outline-ring flex h-full w-full cursor-pointer flex-col overflow-hidden rounded-xl border text-left shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              <span className="relative">
                <img
                  src={work.image ?? undefined}
                  alt=""
                  loading="lazy"
                  className="bg-muted aspect-[4/3] w-full object-cover"
                />
                <PencilIcon
                  className="bg-surface absolute top-2 right-2 size-8 rounded-full p-2 shadow"
                  aria-hidden="true"
                />
              </span>
              <span className="p-4 font-semibold text-balance">
                <span className="sr-only">{t('my-page.editWork')} </span>
                {work.title}
              </span>
            </button>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselDots className="mt-4" />
    </CarouselSection>
  );
}
