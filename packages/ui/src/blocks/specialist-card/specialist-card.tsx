import type { Language } from '@academy/contract/languages';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { LinkCard, LinkCardMore } from '../../lib/link-card';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { formatConsultationPrice } from './consultation-price';
import { SpecialistAvatar } from './specialist-avatar';
import { SpecialistFacts } from './specialist-facts';

export { formatConsultationPrice } from './consultation-price';
export { SpecialistAvatar } from './specialist-avatar';

/** What the directory shows of a specialist (spec 3, Specialist user: profile). */
export interface SpecialistCardData {
  name: string;
  image?: string | null;
  specialization?: string | null;
  consultation_price?: number | string | null;
  /** eur, usd, mdl or rub, as the server keeps it. */
  currency?: string | null;
  address?: string | null;
}

export interface SpecialistCardProps extends ComponentProps<'article'> {
  specialist: SpecialistCardData;
  language: Language;
  /** The specialist's public page (`/ro/expert/12`). */
  href: string;
  LinkComponent?: LinkComponent;
  headingLevel?: 'h2' | 'h3';
}

/** A specialist in the directory: photo (or a calm default), name, specialization, price, address. */
export function SpecialistCard({
  specialist,
  language,
  href,
  LinkComponent = PlainLink,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: SpecialistCardProps) {
  const { t } = useTranslation('ui');
  const price = formatConsultationPrice(
    specialist.consultation_price,
    specialist.currency,
    language,
  );
  return (
    <LinkCard data-slot="specialist-card" className={cn('gap-5 p-6', className)} {...props}>
      <div className="flex items-center gap-4">
        <SpecialistAvatar
          image={specialist.image}
          alt={t('content.specialist.photo', { name: specialist.name })}
        />
        <div className="flex min-w-0 flex-col gap-1">
          <Heading className="font-display text-2xl leading-tight font-semibold">
            <LinkComponent
              href={href}
              className="hover:text-primary transition-colors outline-none after:absolute after:inset-0"
            >
              {specialist.name}
            </LinkComponent>
          </Heading>
          {specialist.specialization ? (
            <p className="text-muted-foreground text-sm">{specialist.specialization}</p>
          ) : null}
        </div>
      </div>
      <SpecialistFacts price={price} address={specialist.address} />
      <LinkCardMore>{t('content.specialist.viewPage')}</LinkCardMore>
    </LinkCard>
  );
}
