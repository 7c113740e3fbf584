import { cva, type VariantProps } from 'class-variance-authority';
import { MapPinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

const factsVariants = cva('flex', {
  variants: {
    /** Under a directory card's head, or beside a public page's name. */
    layout: {
      card: 'flex-col gap-3 border-t pt-5 text-sm',
      profile: 'flex-wrap gap-x-8 gap-y-3 text-[0.9375rem]',
    },
  },
  defaultVariants: { layout: 'card' },
});

export interface SpecialistFactsProps extends VariantProps<typeof factsVariants> {
  /** The consultation price with its currency (formatConsultationPrice), or null: "on request". */
  price: string | null;
  address?: string | null;
}

/** A specialist's consultation price (or "price on request") and address, as a description list. */
export function SpecialistFacts({ price, address, layout }: SpecialistFactsProps) {
  const { t } = useTranslation('ui');
  const card = layout !== 'profile';
  return (
    <dl data-slot="specialist-facts" className={factsVariants({ layout })}>
      <div className={cn('flex items-baseline', card ? 'justify-between gap-4' : 'gap-2')}>
        <dt className="text-muted-foreground">{t('content.specialist.consultation')}</dt>
        <dd
          data-slot="specialist-price"
          className={cn(
            'font-semibold',
            price ? 'text-foreground text-lg' : 'text-muted-foreground',
          )}
        >
          {price ?? t('content.specialist.priceOnRequest')}
        </dd>
      </div>
      {address ? (
        <div className="flex items-start gap-2">
          <dt className="text-muted-foreground">
            <MapPinIcon className="mt-0.5 size-4" aria-hidden="true" />
            <span className="sr-only">{t('content.specialist.address')}</span>
          </dt>
          <dd>{address}</dd>
        </div>
      ) : null}
    </dl>
  );
}
