import { randomUUID } from 'node:crypto';
import { registrationRequestSchema, USER_TYPES } from '@academy/contract';
import { LANGUAGES } from '@academy/contract/languages';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { certificates, courseAccess, products, profiles } from '../../db/schema';
import { parseInput } from '../../lib/errors';
import { uploadTarget } from '../../lib/uploads';
import { media, t } from '../../seed/text';
import { shownDiploma } from '../../seed/users.seed';
import { register } from '../accounts/registration.service';
import { issueToken } from '../auth/auth.service';
import { courseRequestSchema, createFixtureCourse } from './course-fixture';

/**
 * Data of their own for the end-to-end journeys (e2e/, run two at a time): a fresh account, a
 * product with a known stock. Mounted only when E2E_FIXTURES is on, never in production (see
 * `testFixturesEnabled`), and outside the route registry: no OpenAPI entry, no contract row.
 */

/** E2E_FIXTURES=1 mounts the routes; with NODE_ENV=production the server refuses to start. */
export function testFixturesEnabled(env: Record<string, string | undefined> = process.env) {
  const on = env.E2E_FIXTURES === '1' || env.E2E_FIXTURES === 'true';
  if (on && env.NODE_ENV === 'production') {
    throw new Error('E2E_FIXTURES creates accounts without checks: never set it in production');
  }
  return on;
}

/** The password of every fixture account: the demo accounts' (apps/api/README.md). */
export const FIXTURE_PASSWORD = 'Demo12345!';

/** The smallest valid PNG: the diploma a professional registers with. */
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const accountRequestSchema = z.object({
  /** Readable part of the unique e-mail (the journey's name). */
  label: z
    .string()
    .regex(/^[a-z0-9.-]{0,40}$/)
    .default(''),
  type: z.enum(USER_TYPES).default('cosmetology'),
  /** The profile's country, which decides the shop's market (spec 5). */
  country: z.string().min(2).max(100).default('Moldova'),
  first_name: z.string().min(2).max(150).default('Elena'),
  last_name: z.string().min(2).max(150).default('Munteanu'),
  /** Courses the account owns (an access record, as a paid order or a free course leaves). */
  courses: z.array(z.number().int().positive()).max(20).default([]),
  /** A specialist with a public page (spec 2.9 My page), one diploma shown and one hidden. */
  specialist: z.boolean().default(false),
  auto_confirm_requests: z.boolean().default(false),
  /**
   * Left waiting for staff review, as without DEMO_AUTO_ACTIVATE (the back office's queue
   * journey); the staff are told of it by mail, as of any registration.
   */
  pending: z.boolean().default(false),
  /** The interface language it registers in: its mails are written in it. */
  lang: z.enum(LANGUAGES).default('ro'),
});

const productRequestSchema = z.object({
  /** Units in the warehouse; 0 is a sold-out product. */
  stock: z.number().int().min(0).max(10_000),
  /** Price in Moldova (MDL); the product is sold in Moldova only, to cosmetologists. */
  price: z.number().int().positive().max(1_000_000).default(700),
});

export const testFixturesRoutes = new Hono<AppEnv>();

/** A fresh active account with the demo password, registered by the registration service. */
testFixturesRoutes.post('/test/accounts/', async (c) => {
  const { db } = c.var;
  const input = parseInput(accountRequestSchema, await c.req.json().catch(() => ({})));
  const email = `e2e.${input.label ? `${input.label}.` : ''}${randomUUID()}@academy.test`;
  const registration = parseInput(registrationRequestSchema, {
    email,
    password: FIXTURE_PASSWORD,
    first_name: input.first_name,
    last_name: input.last_name,
    'profile.phone': '+37369123456',
    'profile.city': input.country,
    'profile.type': input.type,
    'profile.specialization': input.type === 'doctor' ? 'Medic' : 'Cosmetolog',
    'profile.description': input.lang,
    ...(input.type === 'other'
      ? {}
      : { 'profile.file': new File([PNG_1x1], 'diploma.png', { type: 'image/png' }) }),
  });
  // Active at once unless asked pending, whatever DEMO_AUTO_ACTIVATE says: journeys log in with it.
  const user = await register(
    db,
    { demoAutoActivate: !input.pending },
    uploadTarget(c),
    registration,
    c.var.services.outbox,
  );
  const [profile] = await db
    .select({ id: profiles.id, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.userId, user.id));
  if (!profile) throw new Error('registration left no profile');
  if (input.courses.length) {
    await db
      .insert(courseAccess)
      .values(input.courses.map((courseId) => ({ userId: user.id, courseId })))
      .onConflictDoNothing();
  }
  if (input.specialist) {
    await db
      .update(profiles)
      .set({
        isSpecialist: true,
        landingPageIsActive: true,
        autoConfirmRequests: input.auto_confirm_requests,
        description: '<p>Proceduri de îngrijire și <strong>masaj facial</strong>.</p>',
        consultationPrice: 500,
        currency: 'mdl',
        address: 'str. Pușkin 1, Chișinău',
      })
      .where(eq(profiles.id, profile.id));
    await db
      .insert(certificates)
      .values([
        shownDiploma(profile.id),
        { userProfileId: profile.id, image: media('gallery/diploma-3.svg'), show: false },
      ]);
  }
  // A specialist's page is in the directory and the pages drawn from it at once.
  c.var.services.cache.clear('experts', 'pages');
  return c.json(
    {
      id: user.id,
      profile_id: profile.id,
      email,
      password: FIXTURE_PASSWORD,
      name: profile.name,
      first_name: input.first_name,
      last_name: input.last_name,
      token: await issueToken(db, user.id),
    },
    201,
  );
});

/** A product of its own for a journey: sold in Moldova to cosmetologists, with `stock` units. */
testFixturesRoutes.post('/test/products/', async (c) => {
  const { db } = c.var;
  const input = parseInput(productRequestSchema, await c.req.json().catch(() => ({})));
  const none = t('', '', '', '', '');
  const name = `Test cream ${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(products)
    .values({
      title: t(name, name, name, name, name),
      shortDescription: none,
      description: none,
      description2: none,
      ingredients: none,
      imageThumbnail: media('products/product-1.svg'),
      doctor: false,
      cosmetolog: true,
      stock: input.stock,
      price: input.price,
      inStockForMd: true,
      weightGrams: 100,
    })
    .returning({ id: products.id });
  if (!row) throw new Error('insert returned no row');
  c.var.services.cache.clear('shop', 'pages');
  return c.json({ id: row.id, title: name, stock: input.stock, price: input.price }, 201);
});

/** A course of its own for a journey that uploads and plays lessons (course-fixture.ts). */
testFixturesRoutes.post('/test/courses/', async (c) => {
  const input = parseInput(courseRequestSchema, await c.req.json().catch(() => ({})));
  const course = await createFixtureCourse(c.var.db, input);
  c.var.services.cache.clear('courses', 'pages');
  return c.json(course, 201);
});
