import { cva } from 'class-variance-authority';
import { CheckCircle2Icon, PlayCircleIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

/** A video of the player's list (spec 2.5: numbered, watched mark, duration). */
export interface VideoListItem {
  id: number;
  title: string;
  /** Duration as the server gives it ("12:40"). */
  duration?: string | null;
  watched: boolean;
  /** how_many_viewed, in percent (shown when started and not watched). */
  progress?: number;
}

export const videoListItemVariants = cva(
  'focus-visible:outline-ring flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-left transition-colors focus-visible:outline-2',
  {
    variants: {
      current: {
        true: 'bg-primary/10 text-foreground font-medium',
        false: 'hover:bg-muted text-foreground',
      },
    },
    defaultVariants: { current: false },
  },
);

export interface VideoListProps extends Omit<ComponentProps<'ol'>, 'onSelect'> {
  videos: readonly VideoListItem[];
  /** The video playing now (marked with aria-current). */
  currentId?: number | null;
  onSelect?: (videoId: number) => void;
  /** Number the videos from this value (a chapter's list continues the course's numbering). */
  start?: number;
}

/** The player's numbered video list: each a button choosing the video, with its marks. */
export function VideoList({
  videos,
  currentId,
  onSelect,
  start = 1,
  className,
  ...props
}: VideoListProps) {
  const { t } = useTranslation('ui');
  return (
    <ol data-slot="video-list" className={cn('flex flex-col gap-1', className)} {...props}>
      {videos.map((video, index) => {
        const current = video.id === currentId;
        const started = !video.watched && (video.progress ?? 0) > 0;
        return (
          <li key={video.id}>
            <button
              type="button"
              aria-current={current ? 'true' : undefined}
              data-watched={video.watched ? '' : undefined}
              className={videoListItemVariants({ current })}
              onClick={() => onSelect?.(video.id)}
            >
              <span className="text-muted-foreground w-6 shrink-0 text-sm tabular-nums">
                {String(index + start).padStart(2, '0')}
              </span>
              {video.watched ? (
                <CheckCircle2Icon aria-hidden="true" className="text-success size-5 shrink-0" />
              ) : (
                <PlayCircleIcon aria-hidden="true" className="text-primary size-5 shrink-0" />
              )}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate">{video.title}</span>
                {video.watched ? (
                  <span className="text-muted-foreground text-xs">{t('player.watched')}</span>
                ) : started ? (
                  <span className="text-muted-foreground text-xs">
                    {t('player.watchedPercent', { progress: video.progress })}
                  </span>
                ) : null}
              </span>
              {current ? <span className="sr-only">{t('player.nowPlaying')}</span> : null}
              {video.duration ? (
                <span className="text-muted-foreground text-sm tabular-nums">{video.duration}</span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
