import {
  errorResponseSchema,
  paymentHistorySchema,
  profilePatchSchema,
  profileSchema,
  registrationRequestSchema,
  registrationResponseSchema,
  specialistListQuerySchema,
  specialistListSchema,
  userWithProfileSchema,
} from '@academy/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { payments, profiles } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { notYours, ownRowsNewestFirst, patchRow } from '../../lib/queries';
import { cachedJson, PRIVATE_CACHE_CONTROL, route, sendStored } from '../../lib/route';
import { sanitizeRichText } from '../../lib/sanitize';
import { saveSentUpload, uploadTarget } from '../../lib/uploads';
import { assertMayPublish } from './my-page';
import { ownProfile, profileViews } from './profile.view';
import { isPublicPage, publicPages } from './public-page';
import { register } from './registration.service';

export const accountsRoutes = new Hono<AppEnv>();

route(
  accountsRoutes,
  {
    method: 'post',
    paths: ['/accounts/users/'],
    summary: 'Register (multipart, spec 3 payload); the account waits for verification',
    tag: 'accounts',
    auth: 'none',
    body: registrationRequestSchema,
    bodyType: 'multipart',
    rateLimit: 'registration',
    responses: {
      201: { description: 'Created, pending verification', schema: registrationResponseSchema },
      400: { description: "Field errors; email busy: {email: ['email este ocupat']}" },
      429: { description: 'Too many registrations', schema: errorResponseSchema },
    },
  },
  async (c, { body }) => {
    const user = await register(c.var.db, c.var.config, uploadTarget(c), body);
    return c.json(
      {
        id: user.id,
        username: user.username,
        email: user.email,
        is_active: user.isActive,
        detail: 'Your registration is being verified',
      },
      201,
    );
  },
);

route(
  accountsRoutes,
  {
    method: 'get',
    paths: ['/accounts/users/{id}/', '/{lang}/accounts/users/{id}/'],
    summary: 'A user with profile: public only for an active landing page, always for its owner',
    tag: 'accounts',
    auth: 'optional',
    responses: {
      200: { description: 'User with profile', schema: userWithProfileSchema },
      404: notYours,
    },
  },
  async (c, { id, user }) => {
    // Anyone but the owner sees the public page, cached; the owner's own view is built per request.
    if (user?.id !== id) {
      const answer = await c.var.services.cache.json(
        `experts|page|${id}`,
        ['experts'],
        async () => {
          const { db } = c.var;
          const [row] = await db.select().from(profiles).where(eq(profiles.userId, id));
          if (!row || !isPublicPage(row)) throw notFound();
          const [view] = await profileViews(db, [row], null);
          return { id, profile: view };
        },
      );
      return sendStored(c, answer, { varyAuthorization: true });
    }
    const { db } = c.var;
    const [row] = await db.select().from(profiles).where(eq(profiles.userId, id));
    if (!row) throw notFound();
    const [view] = await profileViews(db, [row], user.id);
    c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
    c.header('Vary', 'Authorization', { append: true });
    return c.json({ id, profile: view });
  },
);

route(
  accountsRoutes,
  {
    method: 'get',
    paths: ['/{lang}/accounts/users/'],
    summary: 'Specialists with an active landing page: photos first, then consultation price desc',
    tag: 'accounts',
    auth: 'none',
    query: specialistListQuerySchema,
    responses: { 200: { description: 'Specialists', schema: specialistListSchema } },
  },
  (c, { query }) =>
    cachedJson(c, { tags: ['experts'] }, async () => {
      const { db } = c.var;
      const rows = await db
        .select()
        .from(profiles)
        .where(and(publicPages(), query.id ? eq(profiles.userId, query.id) : undefined))
        .orderBy(
          sql`(${profiles.image} is null or ${profiles.image} = '')`,
          sql`${profiles.consultationPrice} desc nulls last`,
          asc(profiles.id),
        );
      const views = await profileViews(db, rows, null);
      return rows.map((row, i) => ({ id: row.userId, profile: views[i] }));
    }),
);

route(
  accountsRoutes,
  {
    method: 'patch',
    paths: ['/{lang}/accounts/user_profile/{id}/'],
    summary:
      "Edit one's own profile (multipart); the description is sanitized HTML; " +
      'landing_page_is_active true (publish) needs an owned course (my_page_available), else 403',
    tag: 'accounts',
    auth: 'token',
    body: profilePatchSchema,
    // The page, its publication and its place in the directory.
    invalidates: ['experts'],
    bodyType: 'multipart',
    responses: {
      200: { description: 'The saved profile', schema: profileSchema },
      403: { description: 'Publishing before a course is owned', schema: errorResponseSchema },
      404: notYours,
    },
  },
  async (c, { id, body, user }) => {
    const { db } = c.var;
    const row = await ownProfile(db, user.id, id);
    await assertMayPublish(db, user.id, body.landing_page_is_active);
    const saved = await patchRow(db, profiles, row, {
      name: body.name,
      description: sanitizeRichText(body.description),
      image: await saveSentUpload(uploadTarget(c), body.image, {
        field: 'image',
        folder: 'avatars',
        allowPdf: false,
      }),
      specialization: body.specialization,
      consultationPrice: body.consultation_price === '' ? null : body.consultation_price,
      currency: body.currency,
      address: body.address,
      landingPageIsActive: body.landing_page_is_active,
      // A published page is a specialist's page: it joins the directory and takes requests.
      isSpecialist: body.landing_page_is_active || undefined,
      autoConfirmRequests: body.auto_confirm_requests,
    });
    const [view] = await profileViews(db, [saved], user.id);
    return c.json(view);
  },
);

route(
  accountsRoutes,
  {
    method: 'get',
    paths: ['/accounts/payment-history/'],
    summary: "The user's payments, newest first",
    tag: 'accounts',
    auth: 'token',
    responses: { 200: { description: 'Payments', schema: paymentHistorySchema } },
  },
  async (c, { user }) => {
    const rows = await ownRowsNewestFirst(c.var.db, payments, user.id);
    return c.json(
      rows.map((p) => ({
        id: p.id,
        order_id: p.orderId,
        title: p.title,
        amount: p.amount,
        currency: p.currency,
        date_creation: p.created.toISOString(),
        confirmed: p.confirmed,
        paid_by_card: p.paidByCard,
      })),
    );
  },
);
