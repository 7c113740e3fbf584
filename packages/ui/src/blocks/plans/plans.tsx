import { formatMoney } from '@academy/contract/rules';
import { PLANS } from '@academy/machines';
import { CheckIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { SectionHeading } from '../section-heading/section-heading';

export type PlanId = (typeof PLANS)[number]['id'];

/** The plan set off as the usual choice. */
const HIGHLIGHTED: PlanId = 'pro';

export interface PlansProps extends ComponentProps<'section'> {
  /** The visitor's plan: marked, without a button. */
  currentPlanId?: PlanId;
  /** Shows a "choose" button per plan. */
  onChoose?: (planId: PlanId) => void;
}

/** The plans block of the listing (spec 2.4): Free, Pro, Pro+ with price and video hours (spec 9). */
export function Plans({ currentPlanId, onChoose, className, ...props }: PlansProps) {
  const { t, i18n } = useTranslation('ui');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('w-full', className)} {...props}>
      <SectionHeading titleId={titleId} title={t('courses.plans.title')} />
      <ul className="grid gap-6 md:grid-cols-3">
        {PLANS.map((plan) => {
          const name = t(`courses.plans.${plan.id}.name`);
          const highlighted = plan.id === HIGHLIGHTED;
          const current = plan.id === currentPlanId;
          return (
            <li
              key={plan.id}
              data-highlighted={highlighted || undefined}
              className={cn(
                'bg-surface relative flex flex-col gap-5 rounded-xl border p-7 shadow-sm',
                highlighted && 'border-primary ring-primary shadow-md ring-1',
              )}
            >
              <div className="flex items-center justify-between gap-3">
                <h3 className="font-display text-display-sm font-semibold">{name}</h3>
                {current ? (
                  <Badge variant="success">{t('courses.plans.current')}</Badge>
                ) : highlighted ? (
                  <Badge variant="primary">{t('courses.plans.popular')}</Badge>
                ) : null}
              </div>
              <p className="flex items-baseline gap-2">
                <span className="text-4xl font-semibold tracking-tight">
                  {formatMoney(plan.priceMdl, 'MDL', i18n.language)}
                </span>
                <span className="text-muted-foreground">{t('courses.plans.perMonth')}</span>
              </p>
              <p className="flex items-center gap-2">
                <CheckIcon aria-hidden="true" className="text-success size-5" />
                {plan.videoHours === null
                  ? t('courses.plans.unlimited')
                  : t('courses.plans.hours', { count: plan.videoHours })}
              </p>
              {onChoose && !current ? (
                <Button
                  variant={highlighted ? 'primary' : 'outline'}
                  className="mt-auto"
                  onClick={() => onChoose(plan.id)}
                >
                  {t('courses.plans.choose', { plan: name })}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
