import { ArrowRightIcon, SparklesIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog/dialog';
import { type LinkComponent, PlainLink } from '../../lib/link-component';

export interface CourseUpdatesModalProps {
  open: boolean;
  /** Names of the courses with new videos or protocols (`selectCourseUpdates(...).courseNames`). */
  courseNames: string[];
  /** Called however the modal closes, so that the app records the time (spec 4). */
  onClose: () => void;
  /** The dashboard courses page; following it also closes (and records). */
  coursesHref?: string;
  LinkComponent?: LinkComponent;
}

/** The course-updates modal (spec 2.2, 4): which courses have new videos or protocols. */
export function CourseUpdatesModal({
  open,
  courseNames,
  onClose,
  coursesHref,
  LinkComponent = PlainLink,
}: CourseUpdatesModalProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent data-slot="course-updates-modal" className="max-w-md" hideCloseButton>
        <DialogHeader>
          <span className="bg-secondary text-accent mb-2 inline-flex size-12 items-center justify-center rounded-full">
            <SparklesIcon className="size-5" aria-hidden="true" />
          </span>
          <DialogTitle>{t('flows:courseUpdates.title')}</DialogTitle>
          <DialogDescription>{t('flows:courseUpdates.description')}</DialogDescription>
        </DialogHeader>
        <ul className="bg-muted/60 flex max-h-64 flex-col divide-y overflow-y-auto rounded-lg border">
          {courseNames.map((name) => (
            <li key={name} className="flex items-center gap-3 px-4 py-3 text-sm font-medium">
              <span className="bg-primary size-1.5 shrink-0 rounded-full" aria-hidden="true" />
              {name}
            </li>
          ))}
        </ul>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('flows:courseUpdates.close')}
          </Button>
          {coursesHref ? (
            <Button asChild>
              <LinkComponent href={coursesHref} onClick={onClose}>
                {t('shell.courseUpdates.toCourses')}
                <ArrowRightIcon aria-hidden="true" />
              </LinkComponent>
            </Button>
          ) : null}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
