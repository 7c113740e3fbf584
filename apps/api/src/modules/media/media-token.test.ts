import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { mediaToken, readMediaToken, signedMediaPath } from './media-token';

const config = loadConfig({ DATA_DIR: 'memory://', MEDIA_URL_SECONDS: '3600' });
const video = { kind: 'video', id: 12 } as const;
const NOW = Date.UTC(2026, 10, 29, 5, 0, 7);

describe('media tokens', () => {
  it('open their scope for their user until they expire', () => {
    const token = mediaToken(config, video, 5, NOW);
    const grant = readMediaToken(config, token, NOW);
    expect(grant).toEqual({ scope: video, userId: 5, expiresAt: expect.any(Number) });
    // MEDIA_URL_SECONDS, rounded up to five minutes.
    const left = (grant?.expiresAt ?? 0) - NOW / 1000;
    expect(left).toBeGreaterThanOrEqual(3600);
    expect(left).toBeLessThanOrEqual(3600 + 300);
    expect(readMediaToken(config, token, (grant?.expiresAt ?? 0) * 1000 - 1)).not.toBeNull();
    expect(readMediaToken(config, token, (grant?.expiresAt ?? 0) * 1000)).toBeNull();
  });

  it('are the same within a step, so a reloaded page asks for the same URLs', () => {
    const first = mediaToken(config, video, 5, Date.UTC(2026, 10, 29, 5, 0, 1));
    expect(mediaToken(config, video, 5, Date.UTC(2026, 10, 29, 5, 4, 59))).toBe(first);
    expect(mediaToken(config, video, 5, Date.UTC(2026, 10, 29, 5, 5, 1))).not.toBe(first);
  });

  it('read as nothing when altered, malformed or made with another key', () => {
    const token = mediaToken(config, video, 5, NOW);
    const other = loadConfig({ DATA_DIR: 'memory://', MEDIA_URL_SECONDS: '3600' });
    for (const bad of [
      undefined,
      '',
      token.replace(/^v12/, 'p12'),
      token.replace('.5.', '.6.'),
      `${token}x`,
      mediaToken(other, video, 5, NOW),
    ])
      expect(readMediaToken(config, bad, NOW), String(bad)).toBeNull();
  });

  it('sign our own files only, keeping a query they have', () => {
    expect(signedMediaPath(config, '/media/a.mp4', video, 5)).toMatch(/^\/media\/a\.mp4\?t=v12\./);
    expect(signedMediaPath(config, '/media/a.mp4?x=1', video, 5)).toMatch(/\?x=1&t=v12\./);
    expect(signedMediaPath(config, 'https://video.invalid/a.mp4', video, 5)).toBe(
      'https://video.invalid/a.mp4',
    );
  });
});
