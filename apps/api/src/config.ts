import { resolve } from 'node:path';

/** Server configuration, read once from the environment. Every variable has a documented default. */
export interface Config {
  /** HOST — interface to listen on. Default 127.0.0.1 (never all interfaces by accident). */
  host: string;
  /** PORT — default 8000. */
  port: number;
  /** DATABASE_URL — a PostgreSQL server; when empty the embedded PGlite in DATA_DIR is used. */
  databaseUrl: string | undefined;
  /** DATA_DIR — folder of the embedded database and uploads. Default ./.data under the cwd. */
  dataDir: string;
  /** COUNTRY_HEADER — request header a proxy sets with the visitor's country. Default x-country-code. */
  countryHeader: string;
  /** DEFAULT_COUNTRY — answer of /time/ when the header is absent or unknown. Default MD. */
  defaultCountry: string;
  /** WEB_DIST — built web app to serve on the same origin, the API then under /api. Unset: API only. */
  webDist: string | undefined;
  /** LOG_LEVEL — debug, info, warn or error. Default info. */
  logLevel: 'debug' | 'info' | 'warn' | 'error';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = Number(env.PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  }
  const level = env.LOG_LEVEL ?? 'info';
  if (!['debug', 'info', 'warn', 'error'].includes(level)) {
    throw new Error(`LOG_LEVEL must be debug, info, warn or error, got ${level}`);
  }
  return {
    host: env.HOST || '127.0.0.1',
    port,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || '.data'),
    countryHeader: (env.COUNTRY_HEADER || 'x-country-code').toLowerCase(),
    defaultCountry: (env.DEFAULT_COUNTRY || 'MD').toUpperCase(),
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : undefined,
    logLevel: level as Config['logLevel'],
  };
}
