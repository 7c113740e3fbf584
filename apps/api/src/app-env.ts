import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './lib/logger';

/** What every handler finds in `c.var`. */
export interface AppEnv {
  Variables: { config: Config; db: Db; log: Logger };
}
