/** One HLS rendition: its height (a portrait video's width) and its bit rates (kbit/s). */
export interface Rendition {
  height: number;
  videoKbps: number;
  audioKbps: number;
}

/**
 * The ladder: what slow phones, laptops and large screens each get (H.264 + AAC). The lowest
 * rung is what a phone starts on (hls.js measures the network on it first), so it is kept lean:
 * at 500 kbit/s a 4 s segment is about 300 KB, a second on a slow 4G link (scripts/bench-video.mjs).
 */
const LADDER: readonly Rendition[] = [
  { height: 360, videoKbps: 500, audioKbps: 96 },
  { height: 720, videoKbps: 2800, audioKbps: 128 },
  { height: 1080, videoKbps: 5000, audioKbps: 128 },
];

/** Seconds per segment: short enough to switch quality and seek fast, long enough to cache. */
export const SEGMENT_SECONDS = 4;

/** The folder of a rendition under `hls/` (the agreed keys: `hls/<height>p/index.m3u8`). */
export const renditionName = (rendition: Rendition) => `${rendition.height}p`;

/**
 * The ladder's steps up to the source's short side, its height (a portrait video's width):
 * never an upscale; a source below the lowest step gets one rendition at its own (even) size.
 */
export function renditionsFor(sourceHeight: number): Rendition[] {
  const fitting = LADDER.filter((step) => step.height <= sourceHeight);
  if (fitting.length > 0) return fitting;
  const lowest = LADDER[0] as Rendition;
  return [{ ...lowest, height: Math.max(2, sourceHeight - (sourceHeight % 2)) }];
}

/**
 * ffmpeg's arguments for the HLS pass: one decode split into each rendition's scale (plus the
 * extra `[thumbs]` branch the caller maps), a keyframe every segment so every rendition cuts at
 * the same times, and the master playlist with each rendition's BANDWIDTH and RESOLUTION.
 */
export function hlsArguments(options: {
  renditions: Rendition[];
  hasAudio: boolean;
  /** Taller than wide (a phone held upright): the ladder's size is the width. */
  portrait: boolean;
  /** The folder that gets master.m3u8 and one folder per rendition. */
  hlsDir: string;
  /** A filter chain for one more output of the same decode, labelled `[thumbs]`. */
  thumbsFilter: string;
}): { filter: string; maps: string[] } {
  const { renditions, hasAudio, hlsDir } = options;
  const n = renditions.length;
  const branches = renditions.map((_, i) => `[s${i}]`).join('');
  const size = (r: Rendition) => (options.portrait ? `${r.height}:-2` : `-2:${r.height}`);
  const scales = renditions.map((r, i) => `[s${i}]scale=${size(r)}[v${i}]`);
  const filter = [
    `[0:v]split=${n + 1}${branches}[st]`,
    ...scales,
    `[st]${options.thumbsFilter}[thumbs]`,
  ];
  const maps: string[] = [];
  renditions.forEach((r, i) => {
    maps.push('-map', `[v${i}]`);
    maps.push(
      `-b:v:${i}`,
      `${r.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(r.videoKbps * 1.07)}k`,
    );
    maps.push(`-bufsize:v:${i}`, `${Math.round(r.videoKbps * 1.5)}k`);
    if (hasAudio) maps.push('-map', '0:a:0', `-b:a:${i}`, `${r.audioKbps}k`);
  });
  const streams = renditions
    .map((r, i) => `v:${i}${hasAudio ? `,a:${i}` : ''},name:${renditionName(r)}`)
    .join(' ');
  maps.push(
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'high', '-pix_fmt', 'yuv420p'],
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0'],
    ...(hasAudio ? ['-c:a', 'aac', '-ac', '2'] : []),
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-start_number', '1', '-hls_segment_filename', `${hlsDir}/%v/seg_%05d.ts`],
    ...['-master_pl_name', 'master.m3u8', '-var_stream_map', streams, `${hlsDir}/%v/index.m3u8`],
  );
  return { filter: filter.join(';'), maps };
}
