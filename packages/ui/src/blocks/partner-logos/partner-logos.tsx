import { PARTNER_LOGOS_VISIBLE } from '@academy/machines';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CarouselAutoplayToggle,
  CarouselContent,
  CarouselItem,
  CarouselSkeleton,
} from '../../components/carousel/carousel';
import { Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { CarouselSection } from '../carousel-section/carousel-section';

export interface PartnerLogo {
  id: number;
  name: string;
  image: string;
}

const LOGO_TILE = 'h-28 rounded-lg';

export interface PartnerLogosProps extends Omit<ComponentProps<'section'>, 'dir'> {
  logos: readonly PartnerLogo[];
  autoplayMs?: number;
  defaultPaused?: boolean;
  /** The items are on their way: placeholders of their size under the real heading. */
  loading?: boolean;
}

/** Home: the partner logos, 5 at a time on wide screens (spec 2.3). */
export function PartnerLogos({ logos, ...props }: PartnerLogosProps) {
  const { t } = useTranslation('ui');
  return (
    <CarouselSection
      title={t('catalogue.partners.title')}
      loop={logos.length > PARTNER_LOGOS_VISIBLE}
      controls={<CarouselAutoplayToggle />}
      skeleton={
        <CarouselSkeleton count={PARTNER_LOGOS_VISIBLE} basis="fifth">
          <Skeleton className={LOGO_TILE} />
        </CarouselSkeleton>
      }
      {...props}
    >
      <CarouselContent>
        {logos.map((logo) => (
          <CarouselItem key={logo.id} basis="fifth">
            <div
              className={cn(LOGO_TILE, 'bg-surface flex items-center justify-center border px-6')}
            >
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
    </CarouselSection>
  );
}
