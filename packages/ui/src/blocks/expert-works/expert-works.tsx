import { useTranslation } from 'react-i18next';
import { CarouselContent, CarouselDots, CarouselItem } from '../../components/carousel/carousel';
import { RichText } from '../../components/rich-text/rich-text';
import { cn } from '../../lib/cn';
import { CarouselSection, type CarouselSectionProps } from '../carousel-section/carousel-section';

/** A before/after slide of a specialist's work (spec 3, Work slide). */
export interface ExpertWork {
  id: number;
  title: string;
  /** HTML from the work modal's editor; sanitized by RichText. */
  description?: string | null;
  image: string;
}

export interface ExpertWorksProps
  extends Omit<CarouselSectionProps, 'title' | 'skeleton' | 'children' | 'loading'> {
  works: readonly ExpertWork[];
}

/**
 * The before/after work carousel of a specialist's page (spec 2.9): 3 slides visible, 1 on
 * screens under 431 px, with previous/next and dots. Nothing at all without slides.
 */
export function ExpertWorks({ works, className, ...props }: ExpertWorksProps) {
  const { t } = useTranslation('ui');
  if (works.length === 0) return null;
  return (
    <CarouselSection
      data-slot="expert-works"
      title={t('experts.works.title')}
      skeleton={null}
      className={cn('flex flex-col', className)}
      {...props}
    >
      <CarouselContent>
        {works.map((work) => (
          <CarouselItem key={work.id} className="xs:basis-1/3">
            <figure className="bg-surface text-surface-foreground flex h-full flex-col overflow-hidden rounded-xl border shadow-sm">
              <img
                src={work.image}
                alt={work.title}
                loading="lazy"
                className="bg-muted aspect-[4/3] w-full object-cover"
              />
              <figcaption className="flex flex-col gap-2 p-4">
                <span className="font-semibold text-balance">{work.title}</span>
                {work.description ? (
                  <RichText
                    html={work.description}
                    size="sm"
                    className="text-muted-foreground line-clamp-4"
                  />
                ) : null}
              </figcaption>
            </figure>
          </CarouselItem>
        ))}
      </CarouselContent>
      <CarouselDots className="mt-4" />
    </CarouselSection>
  );
}
