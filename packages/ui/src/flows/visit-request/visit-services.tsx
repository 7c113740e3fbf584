import type { PublicService } from '@academy/contract/calendar';
import { formatMoney } from '@academy/contract/rules';
import { useId } from 'react';
import { minutesText } from '../../blocks/slot-picker/slot-times';
import { RadioGroup, RadioGroupItem } from '../../components/radio-group/radio-group';
import { useVisitBookingTranslation } from '../../i18n/page-texts/visit-booking';

export interface VisitServicesProps {
  services: readonly PublicService[];
  value: number | null;
  onChange: (service: number) => void;
  disabled?: boolean;
  /** The minutes of a visit without a service, as the slots' answer says (spec 5: 30). */
  defaultMinutes: number | null;
}

/**
 * The specialist's active services to choose from (issue 28): name, duration and price with its
 * currency ("price at the visit" without one); a specialist without services offers a visit of
 * the default half hour (spec 5), said in a line.
 */
export function VisitServices({
  services,
  value,
  onChange,
  disabled,
  defaultMinutes,
}: VisitServicesProps) {
  const { t, i18n } = useVisitBookingTranslation();
  const language = i18n.language;
  const titleId = useId();
  if (services.length === 0) {
    if (defaultMinutes === null) return null;
    return (
      <p className="text-muted-foreground text-[0.9375rem] md:col-span-2">
        {t('visit-booking:services.defaultVisit', {
          duration: minutesText(defaultMinutes, language),
        })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3 md:col-span-2">
      <p id={titleId} className="text-[0.9375rem] font-medium">
        {t('visit-booking:services.title')}
      </p>
      <RadioGroup
        aria-labelledby={titleId}
        value={value === null ? '' : String(value)}
        onValueChange={(id) => onChange(Number(id))}
        disabled={disabled}
        className="sm:grid-cols-2"
      >
        {services.map((service) => (
          <RadioGroupItem
            key={service.id}
            value={String(service.id)}
            variant="card"
            label={service.name}
            description={[
              minutesText(service.duration, language),
              service.price === null
                ? t('visit-booking:services.priceOnVisit')
                : formatMoney(service.price, service.currency.toUpperCase(), language),
            ].join(' · ')}
          />
        ))}
      </RadioGroup>
    </div>
  );
}
