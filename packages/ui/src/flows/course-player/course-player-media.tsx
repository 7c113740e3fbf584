/**
 * The course player's media: hls.js and media-chrome, chosen over hand-written controls because
 * hls.js streams HLS adaptively through Media Source Extensions (the rendition follows the
 * network, and the quality menu can pin one) while Safari plays the same playlist natively;
 * media-chrome's controls are web components with keyboard support, ARIA labels and menus
 * (captions, speed, quality), themable with CSS variables, small, and they work on the plain
 * `<video>` that stays on the page, so a new source keeps full screen and the speed. Both are
 * loaded only when a player opens: media-chrome with the controls, hls.js only for a playlist the
 * browser cannot play itself.
 */
import { SkipForwardIcon } from 'lucide-react';
import {
  type CSSProperties,
  createElement,
  lazy,
  type MouseEvent,
  type PointerEvent,
  Suspense,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button';
import type { CoursePlayerVideo } from './course-player.types';
import type { useCoursePlayback } from './use-course-playback';

const CoursePlayerChrome = lazy(() => import('./course-player-chrome'));

/** media-chrome's look, by its CSS variables: the kit's font and a focus ring seen on video. */
const CHROME_THEME = {
  '--media-font-family': 'inherit',
  '--media-focus-box-shadow': 'inset 0 0 0 2px #fff, inset 0 0 0 4px var(--color-ring)',
  '--media-range-bar-color': 'var(--color-ring)',
} as CSSProperties;

export interface CoursePlayerMediaProps {
  video: CoursePlayerVideo;
  /** The video after this one, offered at the end. */
  next: CoursePlayerVideo | null;
  playback: ReturnType<typeof useCoursePlayback>;
  rates: readonly number[];
  /** The page's language, that of the controls' texts. */
  language: string;
  /** The id of the text that lists the keys. */
  describedBy: string;
}

/**
 * Whether media-chrome's controls can run: custom elements with shadow parts (every browser of
 * the last years; not old ones nor simulated DOMs, which keep the browser's own controls).
 */
const drawsChrome = () =>
  typeof customElements !== 'undefined' &&
  typeof Element !== 'undefined' &&
  'part' in Element.prototype;

/**
 * A press on the picture before media-chrome's code has arrived plays or pauses it here, so a
 * press as the lesson opens on a slow phone is not lost; once media-chrome has defined its
 * controller, the controller answers presses on the picture itself.
 */
function playUntilControls(event: MouseEvent<HTMLVideoElement>) {
  if (customElements.get('media-controller')) return;
  const media = event.currentTarget;
  if (media.paused) void media.play().catch(() => {});
  else media.pause();
}

/**
 * The `<video>` inside media-chrome's controller: a click on the picture or Space plays and
 * pauses (once, on key-up), K, J/L and ←/→ (10 s), F, M and C answer while the player has focus.
 */
export function CoursePlayerMedia({
  video,
  next,
  playback,
  rates,
  language,
  describedBy,
}: CoursePlayerMediaProps) {
  const { t } = useTranslation('ui');
  const captions = video.captions ?? [];
  const chrome = drawsChrome();
  // A plain custom element: media-chrome defines (upgrades) it when the controls' code arrives.
  return createElement(
    'media-controller',
    {
      'data-slot': 'course-player-frame',
      'data-playback': playback.playback,
      'aria-describedby': describedBy,
      lang: language,
      defaultstreamtype: 'on-demand',
      class: 'block aspect-video w-full overflow-hidden rounded-xl bg-black',
      style: CHROME_THEME,
      // A press on the picture (the video, or the controller's own layer over it) gives the video
      // focus, as a click on a player does elsewhere: Space then plays or pauses it, even when a
      // control (the captions button after its menu) had focus before.
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        const media = playback.element.current;
        if (event.target === event.currentTarget || event.target === media) {
          media?.focus({ preventScroll: true });
        }
      },
    },
    <video
      slot="media"
      ref={playback.element}
      poster={video.poster ?? undefined}
      controls={!chrome}
      playsInline
      preload="metadata"
      aria-label={video.title}
      className="h-full w-full bg-black"
      onClick={chrome ? playUntilControls : undefined}
      {...playback.videoEvents}
    >
      {captions.map((track) => (
        <track
          key={track.src}
          kind="captions"
          src={track.src}
          srcLang={track.lang}
          label={track.label}
        />
      ))}
      {video.thumbnails ? (
        <track
          key={video.thumbnails}
          kind="metadata"
          label="thumbnails"
          src={video.thumbnails}
          default
        />
      ) : null}
    </video>,
    chrome ? (
      <Suspense key="chrome" fallback={null}>
        <CoursePlayerChrome rates={rates} hasCaptions={captions.length > 0} />
      </Suspense>
    ) : null,
    playback.playback === 'ended' && next ? (
      <div key="next" slot="top-chrome" className="flex w-full justify-center p-4">
        <Button
          data-slot="course-player-next"
          onClick={() => playback.select(next.id, true)}
          className="max-w-full shadow-lg"
        >
          <SkipForwardIcon aria-hidden="true" />
          <span className="truncate">{t('ui:player.next', { title: next.title })}</span>
        </Button>
      </div>
    ) : null,
    playback.playback === 'error' ? (
      <p
        key="error"
        slot="centered-chrome"
        role="alert"
        className="bg-surface text-foreground m-4 rounded-md px-4 py-3 text-sm"
      >
        {t('ui:player.error')}
      </p>
    ) : null,
  );
}
