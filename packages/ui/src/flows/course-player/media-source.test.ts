import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { attachSource, playlistOf } from './media-source';

/** hls.js stood in for: what the player asks of it is recorded. */
const made = vi.hoisted(() => [] as FakeHls[]);
interface FakeHls {
  loaded?: string;
  media?: HTMLMediaElement;
  destroyed: boolean;
  nextLevel: number;
  emit(name: string, data: unknown): void;
}
vi.mock('hls.js/light', () => {
  class Hls implements FakeHls {
    static isSupported = () => true;
    static Events = { MANIFEST_PARSED: 'manifestParsed', ERROR: 'hlsError' };
    handlers = new Map<string, (name: string, data: unknown) => void>();
    loaded?: string;
    media?: HTMLMediaElement;
    destroyed = false;
    nextLevel = -1;
    constructor() {
      made.push(this);
    }
    on(name: string, handler: (name: string, data: unknown) => void) {
      this.handlers.set(name, handler);
    }
    emit(name: string, data: unknown) {
      this.handlers.get(name)?.(name, data);
    }
    loadSource(url: string) {
      this.loaded = url;
    }
    attachMedia(media: HTMLMediaElement) {
      this.media = media;
    }
    destroy() {
      this.destroyed = true;
    }
  }
  return { default: Hls };
});

const LEVELS = [
  { url: ['180p/index.m3u8'], width: 320, height: 180, videoCodec: 'avc1.42c00c', bitrate: 260000 },
  { url: ['360p/index.m3u8'], width: 640, height: 360, videoCodec: 'avc1.42c01e', bitrate: 480000 },
];
const onFatal = vi.fn();
afterEach(() => {
  made.length = 0;
  onFatal.mockClear();
});

describe('playlistOf', () => {
  it('streams the hls playlist, or a video_link that is one, never a plain file', () => {
    expect(playlistOf({ hls: '/m/master.m3u8?t=1', src: '/m/a.mp4' })).toBe('/m/master.m3u8?t=1');
    expect(playlistOf({ hls: null, src: '/m/master.m3u8?t=1' })).toBe('/m/master.m3u8?t=1');
    expect(playlistOf({ hls: null, src: '/m/a.mp4' })).toBeNull();
  });
});

describe('attachSource', () => {
  it('plays a plain file as the src, without hls.js', async () => {
    const element = document.createElement('video');
    await attachSource(element, { hls: null, src: '/m/a.mp4' }, { onFatal });
    expect(element.getAttribute('src')).toBe('/m/a.mp4');
    expect(made).toHaveLength(0);
  });

  it('lets Safari play the playlist itself', async () => {
    const element = document.createElement('video');
    element.canPlayType = () => 'maybe';
    vi.spyOn(navigator, 'vendor', 'get').mockReturnValue('Apple Computer, Inc.');
    await attachSource(element, { hls: '/m/master.m3u8', src: '/m/a.mp4' }, { onFatal });
    expect(element.getAttribute('src')).toBe('/m/master.m3u8');
    expect(made).toHaveLength(0);
    vi.restoreAllMocks();
  });

  it('streams through hls.js elsewhere, and detaches it before the next source', async () => {
    const element = document.createElement('video');
    const detach = await attachSource(
      element,
      { hls: '/m/master.m3u8', src: '/m/a.mp4' },
      { onFatal },
    );
    const [hls] = made;
    expect(hls?.loaded).toBe('/m/master.m3u8');
    expect(hls?.media).toBe(element);
    detach();
    expect(hls?.destroyed).toBe(true);
  });

  it('falls back to the plain file on a fatal stream error, or says it failed without one', async () => {
    const element = document.createElement('video');
    await attachSource(element, { hls: '/m/master.m3u8', src: '/m/a.mp4' }, { onFatal });
    made[0]?.emit('hlsError', { fatal: true, error: new Error('network') });
    expect(made[0]?.destroyed).toBe(true);
    expect(element.getAttribute('src')).toBe('/m/a.mp4');
    expect(onFatal).not.toHaveBeenCalled();

    await attachSource(element, { hls: null, src: '/m/master.m3u8' }, { onFatal });
    made[1]?.emit('hlsError', { fatal: false });
    expect(onFatal).not.toHaveBeenCalled();
    made[1]?.emit('hlsError', { fatal: true, error: new Error('gone') });
    expect(onFatal).toHaveBeenCalledWith(new Error('gone'));
  });
});

describe('the quality menu’s renditions', () => {
  beforeAll(async () => {
    await import('media-tracks/polyfill');
  });

  it('lists the levels and pins the one chosen, or lets hls.js adapt on Auto', async () => {
    const element = document.createElement('video') as HTMLVideoElement & {
      videoRenditions: {
        length: number;
        selectedIndex: number;
        [index: number]: { height?: number };
      };
    };
    await attachSource(element, { hls: '/m/master.m3u8', src: '/m/a.mp4' }, { onFatal });
    const hls = made[0] as FakeHls;
    hls.emit('manifestParsed', { levels: LEVELS });
    expect(element.videoRenditions.length).toBe(2);
    expect(element.videoRenditions[1]?.height).toBe(360);
    element.videoRenditions.selectedIndex = 1;
    await vi.waitFor(() => expect(hls.nextLevel).toBe(1));
    element.videoRenditions.selectedIndex = -1;
    await vi.waitFor(() => expect(hls.nextLevel).toBe(-1));
  });
});
