import type { VideoPlayback } from '@academy/machines';

/**
 * Where a learner left each video and the speed they chose, kept in this browser (beyond the
 * spec): the position per access record and video, the speed once for every video and visit.
 */
const positionKey = (accessId: number, videoId: number) => `player.position.${accessId}.${videoId}`;
const RATE_KEY = 'player.rate';

function read(key: string): number | null {
  try {
    const value = Number(localStorage.getItem(key) ?? Number.NaN);
    return Number.isFinite(value) && value >= 0 ? value : null;
  } catch {
    return null; // storage disabled: every video starts at its beginning, at normal speed
  }
}

function write(key: string, value: number) {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // A comfort only: the player works without it.
  }
}

/** The kept position and speed of each video of an access record (the machine's `playback`). */
export function storedPlayback(
  accessId: number,
  videoIds: readonly number[],
): Record<number, VideoPlayback> {
  const rate = read(RATE_KEY) ?? 1;
  return Object.fromEntries(
    videoIds.map((videoId) => [
      videoId,
      { position: read(positionKey(accessId, videoId)) ?? 0, rate: rate > 0 ? rate : 1 },
    ]),
  );
}

export function storePlayback(accessId: number, videoId: number, playback: VideoPlayback) {
  write(positionKey(accessId, videoId), Math.floor(playback.position));
  write(RATE_KEY, playback.rate);
}
