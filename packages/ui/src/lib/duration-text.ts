import { durationParts, videoSeconds } from '@academy/contract/rules';
import { useCoursePageTranslation } from '../i18n/page-texts/course-page';

/**
 * A length in the reader's words with each language's plural forms ("1 oră 5 minute",
 * "2 часа 15 минут", "25 minutes"): whole hours and minutes, the hours left out under one.
 */
export function useDurationText(): (seconds: number) => string {
  const { t } = useCoursePageTranslation();
  return (seconds) => {
    const { hours, minutes } = durationParts(seconds);
    const minutesText = t('course-page:duration.minutes', { count: minutes });
    if (hours === 0) return minutesText;
    const hoursText = t('course-page:duration.hours', { count: hours });
    return minutes === 0
      ? hoursText
      : t('course-page:duration.hoursMinutes', { hours: hoursText, minutes: minutesText });
  };
}

/** A course's or a video's `time` in words when it reads as a clock, else as the server wrote it. */
export function useTimeText(): (time: string) => string {
  const duration = useDurationText();
  return (time) => {
    const seconds = videoSeconds(time);
    return seconds === null ? time : duration(seconds);
  };
}
