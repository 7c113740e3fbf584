import { describe, expect, it } from 'vitest';
import { playlistWithToken, thumbnailTrackWithToken } from './hls-playlist';

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

  it('leaves a URI of its folder alone when it is a fragment only', () => {
    expect(playlistWithToken('#EXT-X-MAP:URI="#frag"\n', 't1')).toBe('#EXT-X-MAP:URI="#frag"\n');
  });
});

describe('thumbnailTrackWithToken', () => {
  it("adds the token to each cue's sprite, before its region, and to no text", () => {
    const track = [
      'WEBVTT',
      '',
      '00:00:00.000 --> 00:00:01.000',
      'thumbs.jpg#xywh=0,0,160,90',
      '',
      '00:00:01.000 --> 00:00:02.000',
      'thumbs.jpg#xywh=160,0,160,90',
      '',
      'NOTE thumbs.jpg is the sprite; https://cdn.invalid/x.jpg stays',
      'https://cdn.invalid/x.jpg',
    ].join('\n');
    expect(thumbnailTrackWithToken(track, 'v1.2.3.s').split('\n')).toEqual([
      'WEBVTT',
      '',
      '00:00:00.000 --> 00:00:01.000',
      'thumbs.jpg?t=v1.2.3.s#xywh=0,0,160,90',
      '',
      '00:00:01.000 --> 00:00:02.000',
      'thumbs.jpg?t=v1.2.3.s#xywh=160,0,160,90',
      '',
      'NOTE thumbs.jpg is the sprite; https://cdn.invalid/x.jpg stays',
      'https://cdn.invalid/x.jpg',
    ]);
  });
});
