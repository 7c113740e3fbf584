import type { Language } from '@academy/contract/languages';
import { CalendarClockIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/button/button';
import { RichText } from '../../components/rich-text/rich-text';
import { cn } from '../../lib/cn';
import { formatConsultationPrice } from '../specialist-card/consultation-price';
import { SpecialistAvatar } from '../specialist-card/specialist-avatar';
import type { SpecialistCardData } from '../specialist-card/specialist-card';
import { SpecialistFacts } from '../specialist-card/specialist-facts';

/** What a specialist's public page shows at its top (spec 2.1, 3: Specialist user). */
export interface ExpertProfileData extends SpecialistCardData {
  /** HTML from the page editor; sanitized by RichText. */
  description?: string | null;
}

export interface ExpertProfileProps extends Omit<ComponentProps<'section'>, 'children'> {
  profile: ExpertProfileData;
  language: Language;
  /** The request form's anchor on the page (`#visit-request`): a button leads there. */
  requestHref?: string;
  /**
   * The consultation price as formatConsultationPrice writes it, when the page has it already
   * (null: on request): a page its server drew then hydrates without building a number format,
   * the costliest call of its first screen on a slow phone. Formatted here when absent.
   */
  price?: string | null;
}

/**
 * A specialist's public page, its head: photo (or the default avatar), name, specialization,
 * the consultation price with its currency sign, the address, and the sanitized description.
 */
export function ExpertProfile({
  profile,
  language,
  requestHref,
  price: formatted,
  className,
  ...props
}: ExpertProfileProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const price =
    formatted !== undefined
      ? formatted
      : formatConsultationPrice(profile.consultation_price, profile.currency, language);
  const description = profile.description?.trim();
  return (
    <section
      data-slot="expert-profile"
      aria-labelledby={titleId}
      className={cn('flex w-full flex-col gap-10', className)}
      {...props}
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:gap-10">
        <SpecialistAvatar
          size="lg"
          image={profile.image}
          alt={t('content.specialist.photo', { name: profile.name })}
        />
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col gap-2">
            <p className="text-accent text-sm font-semibold tracking-[0.14em] uppercase">
              {t('experts.profile.eyebrow')}
            </p>
            <h1 id={titleId} className="font-display text-display-lg font-semibold text-balance">
              {profile.name}
            </h1>
            {profile.specialization ? (
              <p className="text-primary text-lg font-medium">{profile.specialization}</p>
            ) : null}
          </div>
          <SpecialistFacts layout="profile" price={price} address={profile.address} />
          {requestHref ? (
            <a href={requestHref} className={cn(buttonVariants({ size: 'md' }), 'self-start')}>
              <CalendarClockIcon aria-hidden="true" />
              {t('experts.profile.requestVisit')}
            </a>
          ) : null}
        </div>
      </div>
      {description ? (
        <div className="flex flex-col gap-4">
          <h2 className="font-display text-display-sm font-semibold">
            {t('experts.profile.about')}
          </h2>
          <RichText html={description} topHeading={3} />
        </div>
      ) : null}
    </section>
  );
}
