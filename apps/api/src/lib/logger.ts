/** Structured logs: one JSON object per line on stdout, so any collector can parse them. */
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
export type LogLevel = keyof typeof LEVELS;
export type Logger = Record<LogLevel, (msg: string, fields?: Record<string, unknown>) => void>;

export function createLogger(
  minimum: LogLevel = 'info',
  write = (line: string) => console.log(line),
): Logger {
  const at =
    (level: LogLevel) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      if (LEVELS[level] < LEVELS[minimum]) return;
      write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
    };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

export const silentLogger: Logger = createLogger('error', () => {});
