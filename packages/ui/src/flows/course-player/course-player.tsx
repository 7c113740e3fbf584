import {
  selectVideoProgress,
  type VideoProgressActorRef,
  type VideoProgressMessageKey,
} from '@academy/machines';
import { useSelector } from '@xstate/react';
import { MaximizeIcon, MinimizeIcon, RotateCcwIcon, SkipForwardIcon } from 'lucide-react';
import {
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { ChapterTrigger } from '../../blocks/course-content/course-content';
import { VideoList } from '../../blocks/video-list/video-list';
import { Accordion, AccordionContent, AccordionItem } from '../../components/accordion/accordion';
import { Button } from '../../components/button/button';
import { cn } from '../../lib/cn';
import { CourseProgressMeter } from './course-progress-meter';

/** A video of the access record as the player plays it. */
export interface CoursePlayerVideo {
  id: number;
  title: string;
  /** Duration as the server gives it ("12:40"). */
  duration?: string | null;
  /** The video file's address. */
  src: string;
  kind: 'theoretical' | 'practical';
  /** A WebVTT file of captions, when the video has one. */
  captionsUrl?: string | null;
  poster?: string | null;
}

/** A chapter of the course with its videos, by id, in order. */
export interface CoursePlayerChapter {
  id: number;
  name: string;
  description?: string | null;
  videoIds: readonly number[];
}

/** A promo banner of the access record (`stock_for_course`). */
export interface CoursePlayerBanner {
  id: number;
  image: string;
  link: string;
}

export interface CoursePlayerProps extends Omit<ComponentProps<'div'>, 'children' | 'title'> {
  /** The videoProgress actor: current video, marks, course progress, resume position and speed. */
  actor: VideoProgressActorRef;
  /** The course name (the page's heading). */
  title: string;
  /** Every video of the course, in the order the machine's input lists them. */
  videos: readonly CoursePlayerVideo[];
  chapters?: readonly CoursePlayerChapter[];
  banners?: readonly CoursePlayerBanner[];
  /** The course's counts of theoretical and practical videos. */
  counts: { theoretical: number; practical: number };
  /** Language of the captions (`srclang`). */
  captionsLanguage?: string;
  /** The speeds offered. */
  rates?: readonly number[];
  /** The `<video>` element, e.g. for the machine's `retryPlay` (see `replayFrom`). */
  videoRef?: Ref<HTMLVideoElement | null>;
}

const DEFAULT_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
const SEEK_STEP = 5;

type View = ReturnType<typeof selectVideoProgress>;
/** The view redraws on what it shows, not on every position the machine keeps. */
const sameView = (a: View, b: View) =>
  a.state === b.state &&
  a.currentVideoId === b.currentVideoId &&
  a.courseProgress === b.courseProgress &&
  a.videos.length === b.videos.length &&
  a.videos.every((video, i) => video.progress === b.videos[i]?.progress);

/** A control that keeps its own keys (space on a button presses it). */
const ownsKeys = (target: EventTarget) =>
  target instanceof HTMLElement &&
  !(target instanceof HTMLVideoElement) &&
  target.closest('button, select, a, input, [role="menu"]') !== null;

/** Starts a video at the speed and the resume position; returns the position it resumed at. */
function startVideo(video: HTMLVideoElement, rate: number, position: number | null, play: boolean) {
  // A new source starts at the default speed: the chosen one is made the default too.
  video.defaultPlaybackRate = rate;
  video.playbackRate = rate;
  let resumed = 0;
  if (position !== null && position > 0 && position < (video.duration || Infinity) - 1) {
    video.currentTime = position;
    resumed = position;
  }
  if (play) void video.play().catch(() => {});
  return resumed;
}

/**
 * Plays again from a position after a media error (the machine's `retryPlay`), at most three
 * times for one source so that a missing file does not loop.
 */
export function replayFrom(video: HTMLVideoElement | null, position: number) {
  if (!video) return;
  const tries = Number(video.dataset.retries ?? 0);
  if (tries >= 3) return;
  video.dataset.retries = String(tries + 1);
  video.load();
  video.addEventListener(
    'loadedmetadata',
    () => {
      video.currentTime = position;
      void video.play().catch(() => {});
    },
    { once: true },
  );
}

/**
 * The course player screen (spec 2.5; spec 4, Video watch state; spec 9, Progress): the video,
 * the numbered list with watched marks and durations, the chapters accordion, the counts of
 * theoretical and practical videos, the course progress with its label, and promo banners.
 * Playback is reported to the videoProgress machine; each video resumes where it was left at
 * the speed last chosen; at the end the next video is offered in the same element, so full
 * screen stays. Keys while the player has focus: space, ←/→ (5 s), f, m.
 */
export function CoursePlayer({
  actor,
  title,
  videos,
  chapters = [],
  banners = [],
  counts,
  captionsLanguage = 'ro',
  rates = DEFAULT_RATES,
  videoRef,
  className,
  ...props
}: CoursePlayerProps) {
  const { t } = useTranslation(['ui', 'flows']);
  const view = useSelector(actor, selectVideoProgress, sameView);
  const element = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLElement>(null);
  useImperativeHandle<HTMLVideoElement | null, HTMLVideoElement | null>(
    videoRef,
    () => element.current,
    [],
  );
  const [rate, setRate] = useState(() => selectVideoProgress(actor.getSnapshot()).resume.rate);
  const rateRef = useRef(rate);
  rateRef.current = rate;
  const [ended, setEnded] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [resumedAt, setResumedAt] = useState(0);
  /** Where the video just chosen starts, applied once its metadata is known. */
  const pendingSeek = useRef<number | null>(null);
  const playOnLoad = useRef(false);
  /** A pause made by choosing another video: already reported. */
  const switching = useRef(false);
  const headingId = useId();
  const shortcutsId = useId();

  const progressById = new Map(view.videos.map((video) => [video.videoId, video]));
  const current = videos.find((video) => video.id === view.currentVideoId) ?? null;
  const currentIndex = current ? videos.indexOf(current) : -1;
  const next = currentIndex >= 0 ? (videos[currentIndex + 1] ?? null) : null;
  const listItems = videos.map((video) => ({
    id: video.id,
    title: video.title,
    duration: video.duration,
    watched: progressById.get(video.id)?.watched ?? false,
    progress: progressById.get(video.id)?.progress ?? 0,
  }));

  // A newly chosen video starts where it was left (the machine keeps the position).
  useEffect(() => {
    if (view.currentVideoId === null) return;
    const { position } = selectVideoProgress(actor.getSnapshot()).resume;
    pendingSeek.current = position;
    setEnded(false);
    setResumedAt(0);
    const video = element.current;
    if (video) delete video.dataset.retries;
    if (video && video.readyState >= 1) {
      pendingSeek.current = null;
      setResumedAt(startVideo(video, rateRef.current, position, playOnLoad.current));
      playOnLoad.current = false;
    }
  }, [actor, view.currentVideoId]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // Leaving the page keeps the position, as a pause does.
  useEffect(() => {
    const keep = () => {
      const video = element.current;
      if (video && document.visibilityState === 'hidden') {
        actor.send({ type: 'player.pause', currentTime: video.currentTime });
      }
    };
    document.addEventListener('visibilitychange', keep);
    window.addEventListener('pagehide', keep);
    return () => {
      document.removeEventListener('visibilitychange', keep);
      window.removeEventListener('pagehide', keep);
    };
  }, [actor]);

  /** Once the chosen video's metadata is known: the speed, the resume position, play. */
  const applyStart = () => {
    const video = element.current;
    if (!video) return;
    const position = pendingSeek.current;
    pendingSeek.current = null;
    setResumedAt(startVideo(video, rateRef.current, position, playOnLoad.current));
    playOnLoad.current = false;
  };

  const select = (videoId: number, play = false) => {
    if (videoId === view.currentVideoId) return;
    const video = element.current;
    if (video && !video.paused) {
      // Its position is kept now, for this video: the pause event comes after the switch.
      actor.send({ type: 'player.pause', currentTime: video.currentTime });
      switching.current = true;
      video.pause();
    }
    playOnLoad.current = play;
    actor.send({ type: 'video.select', videoId });
  };
  const chooseRate = (value: number) => {
    setRate(value);
    rateRef.current = value;
    if (element.current) {
      element.current.defaultPlaybackRate = value;
      element.current.playbackRate = value;
    }
    actor.send({ type: 'player.rateChange', rate: value });
  };
  const restart = () => {
    const video = element.current;
    if (!video) return;
    video.currentTime = 0;
    setResumedAt(0);
    setEnded(false);
    void video.play().catch(() => {});
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void frame.current?.requestFullscreen?.().catch(() => {});
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const video = element.current;
    if (!video || event.altKey || event.ctrlKey || event.metaKey || ownsKeys(event.target)) return;
    const key = event.key.toLowerCase();
    if (key === ' ') {
      if (video.paused) void video.play().catch(() => {});
      else video.pause();
    } else if (key === 'arrowleft') {
      video.currentTime = Math.max(0, video.currentTime - SEEK_STEP);
    } else if (key === 'arrowright') {
      video.currentTime = Math.min(video.duration || Infinity, video.currentTime + SEEK_STEP);
    } else if (key === 'f') {
      toggleFullscreen();
    } else if (key === 'm') {
      video.muted = !video.muted;
    } else {
      return;
    }
    event.preventDefault();
  };

  const counted = (key: 'theoretical' | 'practical') =>
    t(`ui:player.${key}`, { count: counts[key] });

  return (
    <div
      data-slot="course-player"
      data-state={view.state}
      className={cn('grid w-full gap-8', className)}
      {...props}
    >
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 id={headingId} className="font-display text-display-sm font-semibold">
          {title}
        </h1>
        <CourseProgressMeter
          progress={view.courseProgress}
          label={t(`flows:${view.courseLabelKey satisfies VideoProgressMessageKey}`)}
          caption={t('ui:player.progress')}
          saving={view.isSaving ? t('ui:player.saving') : null}
        />
      </header>

      {current ? (
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="grid content-start gap-4">
            <section
              ref={frame}
              aria-label={t('ui:player.region')}
              aria-describedby={shortcutsId}
              data-slot="course-player-frame"
              data-fullscreen={fullscreen ? '' : undefined}
              onKeyDown={onKeyDown}
              className="relative grid overflow-hidden rounded-xl bg-black data-[fullscreen]:grid-rows-[1fr_auto] data-[fullscreen]:rounded-none"
            >
              {/* biome-ignore lint/a11y/useMediaCaption: the captions track is drawn whenever the video has one. */}
              <video
                ref={element}
                src={current.src}
                poster={current.poster ?? undefined}
                controls
                controlsList="nofullscreen"
                playsInline
                preload="metadata"
                aria-label={current.title}
                className="aspect-video h-full w-full bg-black"
                onLoadedMetadata={applyStart}
                onTimeUpdate={(event) => {
                  const { currentTime, duration } = event.currentTarget;
                  actor.send({ type: 'player.timeUpdate', currentTime, duration });
                }}
                onPause={(event) => {
                  if (switching.current) {
                    switching.current = false;
                  } else if (!event.currentTarget.ended) {
                    actor.send({
                      type: 'player.pause',
                      currentTime: event.currentTarget.currentTime,
                    });
                  }
                }}
                onPlay={() => setEnded(false)}
                onEnded={() => {
                  actor.send({ type: 'player.ended' });
                  setEnded(true);
                }}
                onRateChange={(event) => {
                  const value = event.currentTarget.playbackRate;
                  if (value !== rateRef.current) chooseRate(value);
                }}
                onError={(event) =>
                  actor.send({ type: 'player.error', error: event.currentTarget.error })
                }
              >
                {current.captionsUrl ? (
                  <track
                    kind="captions"
                    src={current.captionsUrl}
                    srcLang={captionsLanguage}
                    label={t('ui:player.captions')}
                    default
                  />
                ) : null}
              </video>
              {ended && next ? (
                <div className="absolute inset-x-0 top-0 flex justify-center p-4">
                  <Button
                    data-slot="course-player-next"
                    onClick={() => select(next.id, true)}
                    className="max-w-full shadow-lg"
                  >
                    <SkipForwardIcon aria-hidden="true" />
                    <span className="truncate">{t('ui:player.next', { title: next.title })}</span>
                  </Button>
                </div>
              ) : null}
              <div className="bg-surface text-foreground flex flex-wrap items-center gap-2 border-t px-3 py-2">
                <Button variant="ghost" size="sm" onClick={restart}>
                  <RotateCcwIcon aria-hidden="true" />
                  {t('ui:player.restart')}
                </Button>
                {resumedAt > 0 ? (
                  <span className="text-muted-foreground text-sm">{t('ui:player.resumed')}</span>
                ) : null}
                <span className="ml-auto flex items-center gap-2 text-sm">
                  <label htmlFor={`${headingId}-speed`}>{t('ui:player.speed')}</label>
                  <select
                    id={`${headingId}-speed`}
                    value={rate}
                    onChange={(event) => chooseRate(Number(event.target.value))}
                    className="bg-background focus-visible:outline-ring h-8 rounded-md border px-2 text-sm focus-visible:outline-2"
                  >
                    {rates.map((value) => (
                      <option key={value} value={value}>
                        {value}×
                      </option>
                    ))}
                  </select>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-pressed={fullscreen}
                  onClick={toggleFullscreen}
                >
                  {fullscreen ? (
                    <MinimizeIcon aria-hidden="true" />
                  ) : (
                    <MaximizeIcon aria-hidden="true" />
                  )}
                  {fullscreen ? t('ui:player.exitFullscreen') : t('ui:player.fullscreen')}
                </Button>
              </div>
            </section>
            <h2 className="text-xl font-semibold">{current.title}</h2>
            <p id={shortcutsId} className="text-muted-foreground text-sm">
              {t('ui:player.shortcuts')}
            </p>
            <ul className="text-muted-foreground flex flex-wrap gap-x-6 gap-y-1 text-sm">
              <li data-slot="course-player-count">{counted('theoretical')}</li>
              <li data-slot="course-player-count">{counted('practical')}</li>
            </ul>
          </div>

          <section aria-labelledby={`${headingId}-videos`} className="grid content-start gap-3">
            <h2 id={`${headingId}-videos`} className="text-lg font-semibold">
              {t('ui:player.videos')}
            </h2>
            <VideoList
              videos={listItems}
              currentId={view.currentVideoId}
              onSelect={(videoId) => select(videoId)}
              className="lg:max-h-[32rem] lg:overflow-y-auto"
            />
          </section>
        </div>
      ) : (
        <p className="text-muted-foreground">{t('ui:player.empty')}</p>
      )}

      {chapters.length > 0 ? (
        <section aria-labelledby={`${headingId}-chapters`} className="grid max-w-3xl gap-4">
          <h2 id={`${headingId}-chapters`} className="font-display text-display-sm font-semibold">
            {t('ui:player.chapters')}
          </h2>
          <Accordion type="multiple" className="bg-surface rounded-xl border px-6">
            {chapters.map((chapter, index) => {
              const items = chapter.videoIds.flatMap((id) => {
                const item = listItems.find((video) => video.id === id);
                return item ? [item] : [];
              });
              return (
                <AccordionItem key={chapter.id} value={String(chapter.id)}>
                  <ChapterTrigger
                    number={index + 1}
                    name={chapter.name}
                    videoCount={t('ui:player.videoCount', { count: items.length })}
                  />
                  <AccordionContent>
                    {chapter.description ? <p className="mb-4">{chapter.description}</p> : null}
                    <VideoList
                      videos={items}
                      currentId={view.currentVideoId}
                      onSelect={(videoId) => select(videoId)}
                      start={items[0] ? listItems.indexOf(items[0]) + 1 : 1}
                    />
                  </AccordionContent>
                </AccordionItem>
              );
            })}
          </Accordion>
        </section>
      ) : null}

      {banners.length > 0 ? (
        <section aria-labelledby={`${headingId}-promos`} className="grid gap-4">
          <h2 id={`${headingId}-promos`} className="text-lg font-semibold">
            {t('ui:player.promos')}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {banners.map((banner, index) => (
              <li key={banner.id}>
                <a
                  href={banner.link}
                  className="focus-visible:outline-ring block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2"
                >
                  <img
                    src={banner.image}
                    alt={t('ui:player.promo', { index: index + 1 })}
                    loading="lazy"
                    className="aspect-[2/1] w-full object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
