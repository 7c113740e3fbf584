import { AwardIcon, ClipboardListIcon, InfinityIcon, StethoscopeIcon } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { SectionHeading } from '../section-heading/section-heading';

const ADVANTAGES = [
  { key: 'experts', Icon: StethoscopeIcon },
  { key: 'access', Icon: InfinityIcon },
  { key: 'protocols', Icon: ClipboardListIcon },
  { key: 'certificate', Icon: AwardIcon },
] as const;

/** Home: the academy's four advantages (spec 2.3). */
export function Advantages({ className, ...props }: ComponentProps<'section'>) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('w-full', className)} {...props}>
      <SectionHeading titleId={titleId} title={t('catalogue.advantages.title')} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {ADVANTAGES.map(({ key, Icon }) => (
          <li key={key} className="bg-surface flex flex-col gap-4 rounded-xl border p-6 shadow-sm">
            <span className="bg-secondary text-secondary-foreground flex size-12 items-center justify-center rounded-full">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="text-lg font-semibold">{t(`catalogue.advantages.${key}.title`)}</h3>
            <p className="text-muted-foreground leading-relaxed">
              {t(`catalogue.advantages.${key}.text`)}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
