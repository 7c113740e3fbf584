import type { Services } from '../../app-env';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { releaseExpiredOrders } from './order-life.service';

/**
 * The periodic job of the order holds (run once a minute across all processes, by the job
 * queue): unpaid orders past their stock hold are cancelled, their stock released and their
 * buyers' mails queued with each cancellation. Each order moves once however many run it.
 */
export async function sweepOrderHolds(
  db: Db,
  config: Config,
  log: Logger,
  services: Pick<Services, 'payments' | 'outbox' | 'cache'>,
): Promise<void> {
  const released = await releaseExpiredOrders(db, services, config, new Date());
  if (released.length === 0) return;
  services.cache.clear('shop');
  log.info('unpaid orders released', { orders: released.map((o) => o.id) });
}
