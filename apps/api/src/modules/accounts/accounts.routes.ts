import { accountsEndpoints } from '@academy/contract/endpoints';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { payments, profiles } from '../../db/schema';
import { PRIVATE_CACHE_CONTROL, sendStored } from '../../lib/cached-answer';
import { notFound } from '../../lib/errors';
import { onlyView, ownRowsNewestFirst, patchRow } from '../../lib/queries';
import { route } from '../../lib/route';
import { sanitizeRichText } from '../../lib/sanitize';
import { saveSentUpload, uploadTarget } from '../../lib/uploads';
import { assertMayPublish } from './my-page';
import { ownProfile, profileViews } from './profile.view';
import { isPublicPage, publicPages } from './public-page';
import { register } from './registration.service';

export const accountsRoutes = new Hono<AppEnv>();

route(accountsRoutes, accountsEndpoints.register, async (c, { body, json }) => {
  const user = await register(c.var.db, c.var.config, uploadTarget(c), body);
  return json(
    {
      id: user.id,
      username: user.username,
      email: user.email,
      is_active: user.isActive,
      detail: 'Your registration is being verified',
    },
    201,
  );
});

route(accountsRoutes, accountsEndpoints.user, async (c, { id, user, json, raw }) => {
  // Anyone but the owner sees the public page, cached; the owner's own view is built per request.
  if (user?.id !== id) {
    const answer = await c.var.services.cache.json(`experts|page|${id}`, ['experts'], async () => {
      const { db } = c.var;
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, id));
      if (!row || !isPublicPage(row)) throw notFound();
      const [view] = await profileViews(db, [row], null);
      return { id, profile: view };
    });
    return raw(sendStored(c, answer, { varyAuthorization: true }));
  }
  const { db } = c.var;
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, id));
  if (!row) throw notFound();
  const view = onlyView(await profileViews(db, [row], user.id));
  c.header('Cache-Control', PRIVATE_CACHE_CONTROL);
  c.header('Vary', 'Authorization', { append: true });
  return json({ id, profile: view });
});

route(accountsRoutes, accountsEndpoints.users, (c, { query, cached }) =>
  cached({ tags: ['experts'] }, async () => {
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
    return rows.map((row, i) => ({ id: row.userId, profile: onlyView(views.slice(i, i + 1)) }));
  }),
);

route(accountsRoutes, accountsEndpoints.updateProfile, async (c, { id, body, user, json }) => {
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
  return json(onlyView(await profileViews(db, [saved], user.id)));
});

route(accountsRoutes, accountsEndpoints.paymentHistory, async (c, { user, json }) => {
  const rows = await ownRowsNewestFirst(c.var.db, payments, user.id);
  return json(
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
});
