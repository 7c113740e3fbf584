const pad = (n: number) => String(n).padStart(2, '0');

/** Today in the visitor's own time zone, as YYYY-MM-DD (the earliest day a visit can be asked). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
