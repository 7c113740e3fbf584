import { PARTNER_LOGOS_VISIBLE } from '@academy/machines';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Carousel,
  CarouselAutoplayToggle,
  CarouselContent,
  CarouselItem,
  CarouselNext,
  CarouselPrevious,
} from '../../components/carousel/carousel';
import { cn } from '../../lib/cn';
import { SectionHeading } from '../section-heading/section-heading';

export interface PartnerLogo {
  id: number;
  name: string;
  image: string;
}

export interface PartnerLogosProps extends Omit<ComponentProps<'section'>, 'dir'> {
  logos: readonly PartnerLogo[];
  autoplayMs?: number;
  defaultPaused?: boolean;
}

/** Home: the partner logos, 5 at a time on wide screens (spec 2.3). */
export function PartnerLogos({
  logos,
  autoplayMs,
  defaultPaused,
  className,
  ...props
}: PartnerLogosProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    // The carousel is the section itself: one landmark, named by the heading.
    <Carousel
      loop={logos.length > PARTNER_LOGOS_VISIBLE}
      autoplayMs={autoplayMs}
      defaultPaused={defaultPaused}
      aria-labelledby={titleId}
      className={cn('w-full', className)}
      {...props}
    >
      <SectionHeading
        titleId={titleId}
        title={t('catalogue.partners.title')}
        actions={
          <>
            <CarouselAutoplayToggle />
            <CarouselPrevious />
            <CarouselNext />
          </>
        }
      />
      <CarouselContent>
        {logos.map((logo) => (
          <CarouselItem key={logo.id} basis="fifth">
            <div className="bg-surface flex h-28 items-center justify-center rounded-lg border px-6">
              <img
                src={logo.image}
                alt={logo.name}
                loading="lazy"
                className="max-h-12 w-auto opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0 dark:opacity-90 dark:invert"
              />
            </div>
          </CarouselItem>
        ))}
      </CarouselContent>
    </Carousel>
  );
}
