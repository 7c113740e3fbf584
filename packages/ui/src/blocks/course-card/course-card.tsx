import { formatMoney } from '@academy/contract/rules';
import { ClockIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/badge/badge';
import { CardSkeleton, Skeleton } from '../../components/skeleton/skeleton';
import { cn } from '../../lib/cn';
import { LinkCard } from '../../lib/link-card';
import { type LinkComponent, PlainLink } from '../../lib/link-component';
import { discountedEuroPrice } from './course-price';

export { discountedEuroPrice } from './course-price';

/** The course card fields (spec 3, Course card). */
export interface CourseCardData {
  id: number;
  title: string;
  image?: string | null;
  /** Brand tags. */
  tags?: readonly { id: number; title: string }[];
  /** Total duration as the server gives it (e.g. "12 h 30 min"). */
  time?: string | null;
  /** Price in euro before the discount. */
  price?: number | null;
  /** Discount in percent. */
  discount?: number | null;
  is_new?: boolean;
  is_free?: boolean;
}

export interface CourseCardProps extends ComponentProps<'article'> {
  course: CourseCardData;
  /** Where the card leads (the course page); the whole card is clickable through its title. */
  href: string;
  LinkComponent?: LinkComponent;
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/** A course preview: image, badges, brand tags, duration and the euro price after discount. */
export function CourseCard({
  course,
  href,
  LinkComponent = PlainLink,
  headingLevel: Heading = 'h3',
  className,
  ...props
}: CourseCardProps) {
  const { t } = useTranslation('ui');
  const discount = course.discount ?? 0;
  const hasDiscount = !course.is_free && discount > 0;
  return (
    <LinkCard data-slot="course-card" className={cn('overflow-hidden', className)} {...props}>
      <div className="bg-muted relative aspect-[4/3] overflow-hidden">
        {course.image ? (
          <img
            src={course.image}
            alt=""
            loading="lazy"
            className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : null}
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          {hasDiscount ? (
            <Badge variant="accent">{t('catalogue.badge.discount', { discount })}</Badge>
          ) : null}
          {course.is_new ? <Badge variant="primary">{t('catalogue.badge.new')}</Badge> : null}
          {course.is_free ? <Badge variant="success">{t('catalogue.badge.free')}</Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        {course.tags?.length ? (
          <ul className="text-muted-foreground flex flex-wrap gap-x-3 gap-y-1 text-xs font-medium tracking-wide uppercase">
            {course.tags.map((tag) => (
              <li key={tag.id}>{tag.title}</li>
            ))}
          </ul>
        ) : null}
        <CardTitleLink as={Heading} href={href} LinkComponent={LinkComponent}>
          {course.title}
        </CardTitleLink>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          {course.time ? (
            <p className="text-muted-foreground flex items-center gap-1.5 text-sm">
              <ClockIcon aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('catalogue.course.duration')}</span>
              {course.time}
            </p>
          ) : (
            <span />
          )}
          <CoursePrice course={course} />
        </div>
      </div>
    </LinkCard>
  );
}

/**
 * A card's title, a link whose click area covers the whole card (the card is `relative`; its
 * `focus-within` ring shows the focus), as the course and offer cards have it.
 */
export function CardTitleLink({
  as: Heading = 'h3',
  href,
  LinkComponent,
  children,
}: {
  as?: 'h2' | 'h3' | 'h4';
  href: string;
  LinkComponent: LinkComponent;
  children: ReactNode;
}) {
  return (
    <Heading className="text-lg leading-snug font-semibold text-balance">
      <LinkComponent
        href={href}
        className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
      >
        {children}
      </LinkComponent>
    </Heading>
  );
}

/** Course cards side by side: one column on phones, two from 431 px, four from 1024 px. */
export const COURSE_GRID = 'xs:grid-cols-2 grid gap-6 lg:grid-cols-4';

/** A course card still loading: the card's frame and rhythm, so the grid keeps its height. */
export function CourseCardSkeleton(props: ComponentProps<'div'>) {
  return (
    <CardSkeleton bodyClassName="gap-3" {...props}>
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-6 w-full" />
      <Skeleton className="h-6 w-2/3" />
      <div className="mt-auto flex items-end justify-between gap-3 pt-2">
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-7 w-16" />
      </div>
    </CardSkeleton>
  );
}

export interface CoursePriceProps extends ComponentProps<'p'> {
  course: Pick<CourseCardData, 'price' | 'discount' | 'is_free'>;
  size?: 'md' | 'lg';
}

/** "Free", or the euro price after discount with the full price struck through. */
export function CoursePrice({ course, size = 'md', className, ...props }: CoursePriceProps) {
  const { t, i18n } = useTranslation('ui');
  const euro = (amount: number) => formatMoney(amount, 'EUR', i18n.language);
  const amount = size === 'lg' ? 'text-3xl' : 'text-xl';
  if (course.is_free) {
    return (
      <p className={cn('text-success font-semibold', amount, className)} {...props}>
        {t('catalogue.course.free')}
      </p>
    );
  }
  const hasDiscount = (course.discount ?? 0) > 0;
  const price = discountedEuroPrice(course.price, course.discount);
  return (
    <p className={cn('flex items-baseline gap-2', className)} {...props}>
      {hasDiscount ? (
        <s className="text-muted-foreground text-sm">
          <span className="sr-only">{t('catalogue.course.oldPrice')}: </span>
          {euro(Math.trunc(course.price ?? 0))}
        </s>
      ) : null}
      <span className={cn('text-primary font-semibold', amount)}>
        <span className="sr-only">{t('catalogue.course.price')}: </span>
        {euro(price)}
      </span>
    </p>
  );
}
