import type { TFunction } from 'i18next';

/**
 * media-chrome's own texts (its English keys) and the kit's keys that translate them, so the
 * controls speak the five languages through the kit's i18n (media-chrome ships neither ro nor ru).
 * A tooltip ("Play") and an aria-label ("play") share one text.
 */
const LABELS = {
  Play: 'play',
  play: 'play',
  Pause: 'pause',
  pause: 'pause',
  Mute: 'mute',
  mute: 'mute',
  Unmute: 'unmute',
  unmute: 'unmute',
  volume: 'volume',
  seek: 'seek',
  'playback time': 'playbackTime',
  '{currentTime} of {totalTime}': 'timeOf',
  'video not loaded, unknown time.': 'unknownTime',
  Captions: 'captions',
  'closed captions': 'captions',
  'Enable captions': 'enableCaptions',
  'Disable captions': 'disableCaptions',
  Off: 'off',
  Auto: 'auto',
  'Enter fullscreen mode': 'enterFullscreen',
  'enter fullscreen mode': 'enterFullscreen',
  'Exit fullscreen mode': 'exitFullscreen',
  'exit fullscreen mode': 'exitFullscreen',
  'Enter picture in picture mode': 'enterPip',
  'enter picture in picture mode': 'enterPip',
  'Exit picture in picture mode': 'exitPip',
  'exit picture in picture mode': 'exitPip',
  'Playback rate': 'playbackRate',
  'current playback rate': 'playbackRate',
  'Playback rate {playbackRate}': 'playbackRateOf',
  Quality: 'quality',
  quality: 'quality',
  Settings: 'settings',
  settings: 'settings',
  'Seek backward': 'seekBackward',
  'seek back {seekOffset} seconds': 'seekBackSeconds',
  'Seek forward': 'seekForward',
  'seek forward {seekOffset} seconds': 'seekForwardSeconds',
  'video player': 'videoPlayer',
  'media loading': 'loading',
  hour: 'hour',
  hours: 'hours',
  minute: 'minute',
  minutes: 'minutes',
  second: 'second',
  seconds: 'seconds',
} as const;

/** media-chrome's placeholders ({name}), handed back untouched by i18next's {{name}}. */
const PLACEHOLDERS = Object.fromEntries(
  ['currentTime', 'totalTime', 'playbackRate', 'seekOffset'].map((name) => [name, `{${name}}`]),
);

/** media-chrome's dictionary for the reader's language, from the kit's `ui:player.chrome.*`. */
export function mediaChromeDictionary(t: TFunction): Record<string, string> {
  return Object.fromEntries(
    Object.entries(LABELS).map(([key, ours]) => [
      key,
      t(`ui:player.chrome.${ours}`, { ...PLACEHOLDERS, interpolation: { escapeValue: false } }),
    ]),
  );
}
