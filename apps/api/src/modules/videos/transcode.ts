import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ProbedVideo, probeVideo, runFfmpeg } from './ffmpeg';
import { hlsArguments, type Rendition, renditionName, renditionsFor } from './renditions';
import { spriteFilter, spriteLayout, thumbnailsVtt } from './thumbnails';

/** What the pipeline made of a source, as files under its output folder. */
export interface Transcoded {
  probe: ProbedVideo;
  renditions: Rendition[];
  /** Paths relative to the output folder (the storage keys under `videos/<id>/`). */
  master: string;
  poster: string;
  thumbnails: string;
  sprite: string;
}

/** The poster's height at most: enough for a large player, a small file for a phone. */
const POSTER_MAX_HEIGHT = 720;

/**
 * Turns a source video into what the player streams: HLS renditions up to the source's height
 * with a master playlist (`hls/master.m3u8`, `hls/<height>p/index.m3u8` + `seg_00001.ts`…), a
 * thumbnail strip with its WebVTT track (`thumbs.jpg`, `thumbs.vtt`) from the same decode, and a
 * poster (`poster.jpg`). `onPercent` follows the main pass. Throws NotAVideoError for a file
 * that is not a video, an Error with ffmpeg's last words when ffmpeg fails.
 */
export async function transcodeVideo(
  source: string,
  outDir: string,
  onPercent: (percent: number) => void = () => {},
): Promise<Transcoded> {
  const probe = await probeVideo(source);
  const portrait = probe.height > probe.width;
  const renditions = renditionsFor(Math.min(probe.width, probe.height));
  const hlsDir = join(outDir, 'hls');
  for (const rendition of renditions)
    await mkdir(join(hlsDir, renditionName(rendition)), { recursive: true });
  const layout = spriteLayout(probe.duration, probe.width, probe.height);
  const { filter, maps } = hlsArguments({
    renditions,
    hasAudio: probe.hasAudio,
    portrait,
    hlsDir,
    thumbsFilter: spriteFilter(layout),
  });
  const sprite = join(outDir, 'thumbs.jpg');
  await runFfmpeg(
    [
      ...['-i', source, '-filter_complex', filter, ...maps],
      ...['-map', '[thumbs]', '-frames:v', '1', '-update', '1', '-q:v', '4', sprite],
    ],
    { duration: probe.duration, onPercent },
  );
  await writeFile(join(outDir, 'thumbs.vtt'), thumbnailsVtt(layout, probe.duration, 'thumbs.jpg'));
  // A frame a little in (the first is often black), from a seek on the input: no full decode.
  const at = Math.min(2, probe.duration / 3).toFixed(2);
  const height = Math.min(POSTER_MAX_HEIGHT, probe.height);
  await runFfmpeg([
    ...['-ss', at, '-i', source, '-frames:v', '1', '-update', '1'],
    ...['-vf', `scale=-2:${height}`, '-q:v', '3', join(outDir, 'poster.jpg')],
  ]);
  onPercent(100);
  return {
    probe,
    renditions,
    master: 'hls/master.m3u8',
    poster: 'poster.jpg',
    thumbnails: 'thumbs.vtt',
    sprite: 'thumbs.jpg',
  };
}
