/**
 * A video's `time` as the API answers it (spec 3: "12:30", "1:02:03"; the seed's "00:11:00")
 * and the durations the pages show from it: one reading of the text for every page and the
 * server, so the course page's chapter totals add the same seconds the player plays.
 */

const CLOCK = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)$/;

/** The seconds of a `time` text ("mm:ss" or "h:mm:ss"); null for anything else ("8 ore"). */
export function videoSeconds(time: string | null | undefined): number | null {
  const match = CLOCK.exec((time ?? '').trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** Seconds as a clock, the way players show a length: "12:30", "1:02:03" (no leading 0 hours). */
export function videoClock(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = String(whole % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/**
 * A length in whole hours and minutes, for a text with counted units ("2 h 15 min"): rounded to
 * the nearest minute, and never 0 minutes for a video that has any length.
 */
export function durationParts(totalSeconds: number): { hours: number; minutes: number } {
  const minutes = totalSeconds > 0 ? Math.max(1, Math.round(totalSeconds / 60)) : 0;
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The sum of some videos' lengths; null when any of them has no readable `time`. */
export function totalVideoSeconds(times: readonly (string | null | undefined)[]): number | null {
  let total = 0;
  for (const time of times) {
    const seconds = videoSeconds(time);
    if (seconds === null) return null;
    total += seconds;
  }
  return total;
}
