import { describe, expect, it } from 'vitest';
import { playlistWithToken } from './hls-playlist';

describe('playlistWithToken', () => {
  it('adds the token to every relative URI line and URI attribute, nothing else', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Română",LANGUAGE="ro",URI="captions/ro.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=2500000,RESOLUTION=1280x720,SUBTITLES="subs"',
      '720p/index.m3u8',
      '',
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:4.000,',
      'seg_00001.m4s?part=1',
      '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.invalid/k"',
      '/media/videos/9/other.ts',
      '  seg_00002.ts  ',
      '#EXT-X-ENDLIST',
    ].join('\r\n');
    expect(playlistWithToken(playlist, 'v1.2.3.a-b_c').split('\r\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="Română",LANGUAGE="ro",URI="captions/ro.m3u8?t=v1.2.3.a-b_c"',
      '#EXT-X-STREAM-INF:BANDWIDTH=2500000,RESOLUTION=1280x720,SUBTITLES="subs"',
      '720p/index.m3u8?t=v1.2.3.a-b_c',
      '',
      '#EXT-X-MAP:URI="init.mp4?t=v1.2.3.a-b_c"',
      '#EXTINF:4.000,',
      'seg_00001.m4s?part=1&t=v1.2.3.a-b_c',
      // Another host, another path of ours: never given this video's token.
      '#EXT-X-KEY:METHOD=AES-128,URI="https://keys.invalid/k"',
      '/media/videos/9/other.ts',
      'seg_00002.ts?t=v1.2.3.a-b_c',
      '#EXT-X-ENDLIST',
    ]);
  });
});
