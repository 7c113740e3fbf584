/** A browser and system named by a User-Agent header, for a list of signed-in devices. */
export interface DeviceName {
  browser: string | null;
  os: string | null;
  /** A phone or tablet. */
  mobile: boolean;
}

// First match wins: Edge, Opera, Yandex and Samsung say "Chrome" too, and Chrome says "Safari".
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|HeadlessChrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Reads the browser and the system from a User-Agent string; null for what it cannot tell. */
export function describeUserAgent(userAgent: string): DeviceName {
  const find = (list: readonly [RegExp, string][]) =>
    list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  const os = find(SYSTEMS);
  return {
    browser: find(BROWSERS),
    os,
    mobile: os === 'iOS' || os === 'Android' || /\bMobile\b/.test(userAgent),
  };
}
