/** The thumbnail strip: one small picture every `interval` seconds, tiled into one JPEG. */
export interface SpriteLayout {
  interval: number;
  count: number;
  columns: number;
  rows: number;
  width: number;
  height: number;
}

const THUMB_WIDTH = 160;
const MAX_THUMBS = 100;
const MAX_COLUMNS = 10;

/** Where each thumbnail of a video of `duration` seconds and this picture size sits. */
export function spriteLayout(duration: number, width: number, height: number): SpriteLayout {
  // One a second for short lessons; a 2-hour lecture gets 100, about every 72 s.
  const interval = Math.max(1, Math.ceil(duration / MAX_THUMBS));
  const count = Math.max(1, Math.ceil(duration / interval));
  const columns = Math.min(MAX_COLUMNS, count);
  const thumbHeight = Math.max(2, Math.round((THUMB_WIDTH * height) / width / 2) * 2);
  return {
    interval,
    count,
    columns,
    rows: Math.ceil(count / columns),
    width: THUMB_WIDTH,
    height: thumbHeight,
  };
}

/** The ffmpeg filter that draws the strip from the decoded picture. */
export const spriteFilter = (layout: SpriteLayout) =>
  `fps=1/${layout.interval},scale=${layout.width}:${layout.height},` +
  `tile=${layout.columns}x${layout.rows}`;

const clock = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
};

/**
 * The WebVTT thumbnail track players read (media-chrome, Video.js): each cue is a time range
 * and the strip's region for it, `thumbs.jpg#xywh=x,y,w,h`.
 */
export function thumbnailsVtt(layout: SpriteLayout, duration: number, sprite: string): string {
  const cues = Array.from({ length: layout.count }, (_, i) => {
    const start = i * layout.interval;
    const end = Math.min(duration, start + layout.interval);
    const x = (i % layout.columns) * layout.width;
    const y = Math.floor(i / layout.columns) * layout.height;
    return `${clock(start)} --> ${clock(end)}\n${sprite}#xywh=${x},${y},${layout.width},${layout.height}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}

/** A duration as the spec shows video times: "HH:MM:SS", to the nearest second. */
export function clockTime(seconds: number): string {
  return clock(Math.round(seconds)).slice(0, 8);
}
