import { describe, expect, it } from 'vitest';
import { durationParts, totalVideoSeconds, videoClock, videoSeconds } from './video-time';

describe('video time', () => {
  it('reads the API’s mm:ss and h:mm:ss texts, and nothing else', () => {
    expect(videoSeconds('12:30')).toBe(750);
    expect(videoSeconds('00:11:00')).toBe(660);
    expect(videoSeconds('1:02:03')).toBe(3723);
    expect(videoSeconds(' 2:15:00 ')).toBe(8100);
    for (const text of ['8 ore', '', '12:75', '1:2', null, undefined, '12']) {
      expect(videoSeconds(text), String(text)).toBeNull();
    }
  });

  it('writes a clock without leading zero hours', () => {
    expect(videoClock(660)).toBe('11:00');
    expect(videoClock(3723)).toBe('1:02:03');
    expect(videoClock(5)).toBe('0:05');
    expect(videoClock(videoSeconds('00:11:00') ?? 0)).toBe('11:00');
  });

  it('rounds a length to minutes, never to 0 for a short video', () => {
    expect(durationParts(750)).toEqual({ hours: 0, minutes: 13 });
    expect(durationParts(4)).toEqual({ hours: 0, minutes: 1 });
    expect(durationParts(0)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(8100)).toEqual({ hours: 2, minutes: 15 });
    expect(durationParts(3599)).toEqual({ hours: 1, minutes: 0 });
  });

  it('adds the videos of a chapter, or gives up on one it cannot read', () => {
    expect(totalVideoSeconds(['12:30', '24:10'])).toBe(2200);
    expect(totalVideoSeconds([])).toBe(0);
    expect(totalVideoSeconds(['12:30', 'soon'])).toBeNull();
  });
});
