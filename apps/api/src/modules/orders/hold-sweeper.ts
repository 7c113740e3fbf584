import type { Services } from '../../app-env';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { releaseExpiredOrders } from './order-life.service';
import { sendOrderStatusMail } from './status.mail';

const SWEEP_EVERY_MS = 60_000;

/**
 * Once a minute (and at start), unpaid orders past their stock hold are cancelled, their stock
 * released and their buyers told. Several processes may sweep at once: each order moves once.
 * Answers the function that stops it.
 */
export function startHoldSweeper(
  db: Db,
  config: Config,
  log: Logger,
  services: Pick<Services, 'payments' | 'mailer' | 'cache'>,
): () => void {
  const sweep = async () => {
    const released = await releaseExpiredOrders(db, services.payments, config, new Date());
    if (released.length === 0) return;
    services.cache.clear('shop');
    log.info('unpaid orders released', { orders: released.map((o) => o.id) });
    for (const order of released) {
      await sendOrderStatusMail({ db, config, mailer: services.mailer }, order.id).catch((error) =>
        log.error('cancellation mail failed', { order: order.id, error: String(error) }),
      );
    }
  };
  const run = () =>
    void sweep().catch((error) => log.error('hold sweep failed', { error: String(error) }));
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
