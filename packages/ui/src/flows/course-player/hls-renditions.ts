import type Hls from 'hls.js';
import type { Events } from 'hls.js';
import type { VideoRenditionList, VideoTrack, VideoTrackList } from 'media-tracks';

/** A media element with media-tracks' API (its polyfill adds it to every media element). */
type WithTracks = HTMLMediaElement & {
  videoTracks: VideoTrackList;
  videoRenditions: VideoRenditionList;
  addVideoTrack(kind: string): VideoTrack;
  removeVideoTrack(track: VideoTrack): void;
};
const hasTracks = (element: HTMLMediaElement): element is WithTracks =>
  'addVideoTrack' in element && 'videoRenditions' in element;

/**
 * Lists hls.js's levels as the element's video renditions (the media-tracks API that
 * media-chrome's quality menu reads and sets): choosing one pins that level, "Auto" (index -1)
 * lets hls.js adapt to the network again. Returns what undoes it.
 */
export function exposeRenditions(element: HTMLMediaElement, hls: Hls, events: typeof Events) {
  // Without the media-tracks polyfill (attachSource loads it first) there is no quality menu.
  if (!hasTracks(element)) return () => {};
  const clear = () => {
    for (const track of Array.from(element.videoTracks)) element.removeVideoTrack(track);
  };
  hls.on(events.MANIFEST_PARSED, (_event, { levels }) => {
    clear();
    const track = element.addVideoTrack('main');
    track.selected = true;
    levels.forEach((level, index) => {
      const rendition = track.addRendition(
        level.url[0] ?? '',
        level.width,
        level.height,
        level.videoCodec,
        level.bitrate,
      );
      rendition.id = String(index);
    });
  });
  const choose = () => {
    hls.nextLevel = element.videoRenditions.selectedIndex;
  };
  element.videoRenditions.addEventListener('change', choose);
  return () => {
    element.videoRenditions.removeEventListener('change', choose);
    clear();
  };
}
