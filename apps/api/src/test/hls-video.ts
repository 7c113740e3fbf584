import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseVideos } from '../db/schema';
import type { Storage } from '../lib/storage';

/** The bytes of the fixture's one segment. */
export const SEGMENT = Buffer.alloc(1000, 7);

/** A video's files as the pipeline leaves them (video-design.md, agreement 1), below its folder. */
const FILES: Record<string, string | Buffer> = {
  'hls/master.m3u8':
    '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\n360p/index.m3u8\n',
  'hls/360p/index.m3u8':
    '#EXTM3U\n#EXT-X-TARGETDURATION:4\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:4.0,\nseg_00001.m4s\n#EXT-X-ENDLIST\n',
  'hls/360p/init.mp4': Buffer.alloc(100, 1),
  'hls/360p/seg_00001.m4s': SEGMENT,
  'poster.jpg': Buffer.from('ffd8ffe0', 'hex'),
  'thumbs.vtt': 'WEBVTT\n\n00:00.000 --> 00:04.000\nthumbs.jpg#xywh=0,0,160,90\n',
  'thumbs.jpg': Buffer.from('ffd8ffe1', 'hex'),
  'captions/ro.vtt': 'WEBVTT\n\n00:00.000 --> 00:04.000\nBună ziua\n',
  'captions/en.vtt': 'WEBVTT\n\n00:00.000 --> 00:04.000\nHello\n',
  'source/original.mp4': Buffer.alloc(10, 2),
};

/** Stores a processed video's files and marks it ready, as the video job does (tests only). */
export async function processedVideo(db: Db, storage: Storage, videoId: number) {
  for (const [file, bytes] of Object.entries(FILES))
    await storage.put(`videos/${videoId}/${file}`, Buffer.from(bytes), 'application/octet-stream');
  await db
    .update(courseVideos)
    .set({
      status: 'ready',
      hlsKey: `videos/${videoId}/hls/master.m3u8`,
      posterKey: `videos/${videoId}/poster.jpg`,
      thumbnailsKey: `videos/${videoId}/thumbs.vtt`,
      captionLanguages: ['en', 'ro'],
    })
    .where(eq(courseVideos.id, videoId));
}
