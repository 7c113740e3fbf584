import { AwardIcon, CheckIcon, FileTextIcon, InfinityIcon, PlayCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/dialog/dialog';
import { type CourseCardData, CoursePrice } from '../course-card/course-card';

export interface BuyCourseDialogProps {
  course: Pick<CourseCardData, 'title' | 'price' | 'discount' | 'is_free'> & {
    videoCount: number;
  };
  /** The buyer's plan name, when known. */
  planName?: string;
  /** The purchase itself comes in a later slice: the caller decides what "continue" does. */
  onContinue: () => void;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens it (rendered with asChild). */
  children?: ReactNode;
}

/** The course page's buy modal (spec 2.5): price, plan and what the buyer gets. */
export function BuyCourseDialog({
  course,
  planName,
  onContinue,
  open,
  defaultOpen,
  onOpenChange,
  children,
}: BuyCourseDialogProps) {
  const { t } = useTranslation('ui');
  const gains = [
    { key: 'lifetime', icon: <InfinityIcon />, text: t('courses.buy.lifetime') },
    {
      key: 'videos',
      icon: <PlayCircleIcon />,
      text: t('courses.buy.videos', { count: course.videoCount }),
    },
    { key: 'protocols', icon: <FileTextIcon />, text: t('courses.buy.protocols') },
    { key: 'certificate', icon: <AwardIcon />, text: t('courses.buy.certificate') },
  ];
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {children ? <DialogTrigger asChild>{children}</DialogTrigger> : null}
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('courses.buy.title')}</DialogTitle>
          <DialogDescription>{t('courses.buy.description')}</DialogDescription>
        </DialogHeader>
        <div className="bg-muted flex flex-col gap-2 rounded-lg p-5">
          <p className="font-semibold">{course.title}</p>
          <CoursePrice course={course} size="lg" />
          {planName ? (
            <p className="text-muted-foreground text-sm">
              {t('courses.buy.plan', { plan: planName })}
            </p>
          ) : null}
        </div>
        <div>
          <h3 className="mb-3 font-semibold">{t('courses.buy.youGet')}</h3>
          <ul className="flex flex-col gap-3">
            {gains.map((gain) => (
              <li key={gain.key} className="flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="bg-secondary text-secondary-foreground flex size-8 items-center justify-center rounded-full [&_svg]:size-4"
                >
                  {gain.icon}
                </span>
                {gain.text}
              </li>
            ))}
          </ul>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('courses.buy.cancel')}</Button>
          </DialogClose>
          <Button onClick={onContinue}>
            <CheckIcon aria-hidden="true" />
            {t('courses.buy.continue')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
