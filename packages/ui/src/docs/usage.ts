/**
 * What a component's or block's docs page says beyond its props (`parameters.usage` in the
 * story file's meta): when to reach for it, when something else fits better, and how it behaves
 * for keyboard and screen-reader users. Written beside the stories so it changes with them.
 */
export interface Usage {
  /** When to reach for it. */
  use: string[];
  /** When not to, and what to use instead. */
  avoid: string[];
  /** Each key (or chord) and what it does; empty when nothing in it takes focus. */
  keyboard: Array<[keys: string, action: string]>;
  /** What assistive technology hears: roles, names, live announcements. */
  screenReader: string[];
}

/** The problems of one meta's usage; none when every part is written. */
export function usageProblems(usage: Partial<Usage> | undefined): string[] {
  if (!usage) return ['no parameters.usage'];
  const problems: string[] = [];
  for (const part of ['use', 'avoid', 'screenReader'] as const) {
    const lines = usage[part];
    if (!Array.isArray(lines) || lines.length === 0) problems.push(`usage.${part} is empty`);
    else if (lines.some((line) => typeof line !== 'string' || line.trim().length < 10))
      problems.push(`usage.${part} has a line too short to say anything`);
  }
  if (!Array.isArray(usage.keyboard)) problems.push('usage.keyboard is missing');
  else if (
    usage.keyboard.some((row) => !Array.isArray(row) || row.length !== 2 || !row[0] || !row[1])
  )
    problems.push('usage.keyboard rows are [keys, action]');
  return problems;
}
