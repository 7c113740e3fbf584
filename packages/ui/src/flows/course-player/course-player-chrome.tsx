// The polyfill comes first: media-chrome's quality menu reads the renditions it adds.
import 'media-tracks/polyfill';
import type { MediaControlBar as ControlBarElement } from 'media-chrome';
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';
import {
  MediaControlBar,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPipButton,
  MediaPlayButton,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import {
  MediaCaptionsMenu,
  MediaCaptionsMenuButton,
  MediaPlaybackRateMenu,
  MediaPlaybackRateMenuButton,
  MediaRenditionMenu,
  MediaRenditionMenuButton,
} from 'media-chrome/react/menu';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaChromeDictionary } from './media-chrome-labels';

export interface CoursePlayerChromeProps {
  /** The speeds offered in the speed menu. */
  rates: readonly number[];
  /** Whether the current video has captions (the captions menu shows only then). */
  hasCaptions: boolean;
}

/** media-chrome's seek step, in seconds, for its buttons (its keys use the same default). */
const SEEK_STEP = 10;

/**
 * The controls drawn over the video, loaded with media-chrome only when a player opens: play,
 * ±10 s, sound, the time bar (with preview thumbnails when the video has them), captions, speed,
 * quality (renditions of an HLS stream; hidden for a plain file), picture-in-picture and full
 * screen. Their texts come from the kit's i18n in the reader's language.
 */
export function CoursePlayerChrome({ rates, hasCaptions }: CoursePlayerChromeProps) {
  const { t, i18n } = useTranslation('ui');
  const id = useId().replace(/[^a-zA-Z0-9-]/g, '');
  // Before the controls connect, so their labels are drawn in the reader's language.
  addTranslation(i18n.language, mediaChromeDictionary(t));
  setLanguage(i18n.language);
  const menu = (name: string) => `${id}-${name}`;
  // The controller named itself when media-chrome upgraded it, before these texts were given.
  const bar = useRef<ControlBarElement>(null);
  const playerName = t('ui:player.chrome.videoPlayer');
  useLayoutEffect(() => {
    bar.current?.closest('media-controller')?.setAttribute('aria-label', playerName);
  }, [playerName]);
  return (
    <>
      <MediaLoadingIndicator slot="centered-chrome" noAutohide />
      <MediaRenditionMenu id={menu('quality')} hidden anchor="auto" />
      <MediaPlaybackRateMenu id={menu('speed')} hidden anchor="auto" rates={rates} />
      {hasCaptions ? <MediaCaptionsMenu id={menu('captions')} hidden anchor="auto" /> : null}
      <MediaControlBar ref={bar}>
        <MediaPlayButton />
        <MediaSeekBackwardButton seekOffset={SEEK_STEP} />
        <MediaSeekForwardButton seekOffset={SEEK_STEP} />
        <MediaMuteButton />
        <MediaVolumeRange />
        <MediaTimeRange />
        {/* A timer, not a button: its visible time could not be part of a button's name. */}
        <MediaTimeDisplay showDuration noToggle role="timer" />
        {hasCaptions ? <MediaCaptionsMenuButton invokeTarget={menu('captions')} /> : null}
        <MediaPlaybackRateMenuButton invokeTarget={menu('speed')} />
        {/* No quality to choose for a plain file (media-chrome marks its controller so). */}
        <MediaRenditionMenuButton
          invokeTarget={menu('quality')}
          className="[[mediarenditionunavailable]_&]:hidden"
        />
        <MediaPipButton />
        <MediaFullscreenButton />
      </MediaControlBar>
    </>
  );
}

export default CoursePlayerChrome;
