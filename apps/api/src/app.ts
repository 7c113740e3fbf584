import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppEnv, Services } from './app-env';
import type { Config } from './config';
import type { Db } from './db/client';
import { apiHeaders } from './lib/api-headers';
import { FieldError, HttpError } from './lib/errors';
import type { Logger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { RateLimiter } from './lib/rate-limit';
import { ResponseCache } from './lib/response-cache';
import { storageFor } from './lib/storage';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { certificatesRoutes } from './modules/accounts/certificates.routes';
import { slidesRoutes } from './modules/accounts/slides.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { TokenAuthenticator } from './modules/auth/auth.service';
import { passwordRoutes } from './modules/auth/password.routes';
import { backOfficeAccountsRoutes } from './modules/back-office/accounts.routes';
import { backOfficeArticlesRoutes } from './modules/back-office/articles.routes';
import { backOfficeCourseContentRoutes } from './modules/back-office/course-content.routes';
import { backOfficeCoursesRoutes } from './modules/back-office/courses.routes';
import { backOfficeHomeRoutes } from './modules/back-office/home.routes';
import { backOfficeHomeContentRoutes } from './modules/back-office/home-content.routes';
import { backOfficeImagesRoutes } from './modules/back-office/images.routes';
import { backOfficeInboxRoutes } from './modules/back-office/inbox.routes';
import { backOfficeOrdersRoutes } from './modules/back-office/orders.routes';
import { backOfficeProductsRoutes } from './modules/back-office/products.routes';
import { backOfficeSiteRoutes } from './modules/back-office/site.routes';
import { backOfficeTaxonomyRoutes } from './modules/back-office/taxonomy.routes';
import { appointmentsRoutes } from './modules/cabinet/appointments.routes';
import { visitRequestsRoutes } from './modules/cabinet/visit-requests.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { calendarFeedRoutes } from './modules/calendar/feed.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { certificateCodeRoutes } from './modules/certificates/certificates.routes';
import { contentRoutes } from './modules/content/content.routes';
import { openapiRoutes } from './modules/content/openapi.routes';
import { pagesRoutes } from './modules/content/pages.routes';
import { timeRoutes } from './modules/content/time.routes';
import { accessRoutes } from './modules/courses/access.routes';
import { coursesRoutes } from './modules/courses/courses.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { ordersRoutes } from './modules/orders/orders.routes';
import { configuredPaymentProviders } from './modules/orders/payment-provider';
import { shopRoutes } from './modules/shop/shop.routes';
import { testFixturesRoutes } from './modules/test-fixtures/test-fixtures.routes';
import { captionsRoutes } from './modules/videos/captions.routes';
import { videoUploadRoutes } from './modules/videos/videos.routes';

export interface AppDeps {
  config: Config;
  db: Db;
  log: Logger;
  /** The outbox is the job queue, opened on the database before the app (jobs/job-queue.ts). */
  services: Partial<Services> & Pick<Services, 'outbox'>;
  /** The end-to-end journeys' data routes (`testFixturesEnabled`): off unless main.ts turns them on. */
  testFixtures?: boolean;
}

/** The API with the exact paths of spec 7, mounted at the root. */
export function createApp({ config, db, log, services: given, testFixtures }: AppDeps) {
  const services: Services = {
    outbox: given.outbox,
    storage: given.storage ?? storageFor(config),
    limiter:
      given.limiter ??
      new RateLimiter(db, { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs }),
    mailer: given.mailer ?? createMailer(config),
    payments: given.payments ?? configuredPaymentProviders(config),
    cache: given.cache ?? new ResponseCache(config.cacheTtlMs, config.cacheMaxBytes),
    auth: given.auth ?? new TokenAuthenticator(db, config),
  };
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set('config', config);
    c.set('db', db);
    c.set('log', log);
    c.set('services', services);
    const started = performance.now();
    await next();
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use(apiHeaders(config.corsOrigins));
  // JSON lists are large and repetitive (translated fields): gzip shrinks them ~5-10x.
  app.use(compress());
  // Before the body limit: a video's tus upload streams to disk under its own limit.
  app.route('/', videoUploadRoutes);
  const limitBody = bodyLimit({
    // An upload plus the other form fields; a single file is checked against the exact limit.
    maxSize: config.uploadMaxBytes + 256 * 1024,
    onError: (c) => c.json({ detail: 'Request body too large.' }, 413),
  });
  // Only requests with a body: reading the body of a GET would build a full Request object.
  app.use((c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  );
  for (const routes of [
    timeRoutes,
    authRoutes,
    passwordRoutes,
    accountsRoutes,
    certificatesRoutes,
    certificateCodeRoutes,
    slidesRoutes,
    coursesRoutes,
    accessRoutes,
    shopRoutes,
    cartRoutes,
    ordersRoutes,
    contentRoutes,
    pagesRoutes,
    appointmentsRoutes,
    visitRequestsRoutes,
    calendarRoutes,
    calendarFeedRoutes,
    mediaRoutes,
    captionsRoutes,
    backOfficeHomeRoutes,
    backOfficeAccountsRoutes,
    backOfficeOrdersRoutes,
    backOfficeInboxRoutes,
    backOfficeImagesRoutes,
    backOfficeTaxonomyRoutes,
    backOfficeHomeContentRoutes,
    backOfficeCoursesRoutes,
    backOfficeArticlesRoutes,
    backOfficeProductsRoutes,
    backOfficeCourseContentRoutes,
    backOfficeSiteRoutes,
    openapiRoutes,
  ]) {
    app.route('/', routes);
  }
  if (testFixtures) app.route('/', testFixturesRoutes);
  app.notFound((c) => c.json({ detail: 'Not found.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError)
      return c.json({ detail: error.detail, ...error.extra }, error.status);
    if (error instanceof FieldError) return c.json(error.errors, 400);
    log.error('unhandled error', { path: c.req.path, error: String(error), stack: error.stack });
    return c.json({ detail: 'Internal server error.' }, 500);
  });
  return app;
}
