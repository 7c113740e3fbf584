import { describe, expect, it } from 'vitest';
import { hlsArguments, renditionsFor } from './renditions';
import { clockTime, spriteLayout, thumbnailsVtt } from './thumbnails';

/** What the pipeline asks ffmpeg for, without running it. */
describe('the renditions of a source', () => {
  it('climbs the ladder up to the source, never above', () => {
    const heights = (h: number) => renditionsFor(h).map((r) => r.height);
    expect(heights(2160)).toEqual([360, 720, 1080]);
    expect(heights(1080)).toEqual([360, 720, 1080]);
    expect(heights(1079)).toEqual([360, 720]);
    expect(heights(480)).toEqual([360]);
    // Below the lowest step: one rendition at the source's own even height.
    expect(heights(241)).toEqual([240]);
  });

  it('maps the audio to each rendition only when the source has sound', () => {
    const args = (hasAudio: boolean) =>
      hlsArguments({
        renditions: renditionsFor(720),
        hasAudio,
        portrait: false,
        hlsDir: '/out/hls',
        thumbsFilter: 'fps=1',
      });
    const streams = (hasAudio: boolean) => {
      const { maps } = args(hasAudio);
      return maps[maps.indexOf('-var_stream_map') + 1];
    };
    expect(streams(true)).toBe('v:0,a:0,name:360p v:1,a:1,name:720p');
    expect(streams(false)).toBe('v:0,name:360p v:1,name:720p');
    expect(args(false).maps).not.toContain('0:a:0');
    expect(args(true).filter).toBe(
      '[0:v]split=3[s0][s1][st];[s0]scale=-2:360[v0];[s1]scale=-2:720[v1];[st]fps=1[thumbs]',
    );
  });
});

describe('a phone’s portrait video', () => {
  it('scales its width to the ladder, so 360p is 360 wide', () => {
    const { filter } = hlsArguments({
      renditions: renditionsFor(720),
      hasAudio: false,
      portrait: true,
      hlsDir: '/out/hls',
      thumbsFilter: 'fps=1',
    });
    expect(filter).toContain('[s0]scale=360:-2[v0];[s1]scale=720:-2[v1]');
  });
});

describe('the thumbnail strip', () => {
  it('takes one a second for a short lesson, a hundred for a long lecture', () => {
    expect(spriteLayout(8, 1280, 720)).toEqual({
      interval: 1,
      count: 8,
      columns: 8,
      rows: 1,
      width: 160,
      height: 90,
    });
    const lecture = spriteLayout(7200, 1920, 1080);
    expect(lecture).toMatchObject({ interval: 72, count: 100, columns: 10, rows: 10 });
    const vtt = thumbnailsVtt(lecture, 7200, 'thumbs.jpg');
    expect(vtt.match(/-->/g)).toHaveLength(100);
    expect(vtt).toMatch(/\n01:58:48\.000 --> 02:00:00\.000\nthumbs\.jpg#xywh=1440,810,160,90\n$/);
  });

  it('writes a duration as the spec shows video times', () => {
    expect(clockTime(2.02)).toBe('00:00:02');
    expect(clockTime(3725.6)).toBe('01:02:06');
  });
});
