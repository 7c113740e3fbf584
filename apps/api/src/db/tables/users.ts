import type { StaffRole } from '@academy/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, idKey, money } from './common';

/** Login account. `username` is the lowercased email (spec 3, registration payload). */
export const users = pgTable('users', {
  id: idKey(),
  username: varchar('username', { length: 254 }).notNull().unique(),
  email: varchar('email', { length: 254 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: varchar('first_name', { length: 150 }).notNull().default(''),
  lastName: varchar('last_name', { length: 150 }).notNull().default(''),
  /** Spec 1: new accounts are verified and activated within 24 hours. */
  isActive: boolean('is_active').notNull().default(false),
  isStaff: boolean('is_staff').notNull().default(false),
  /**
   * When staff decided on the account (activated or declined it): a pending account has none,
   * and the verification queue lists those, oldest first.
   */
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  /** Why the registration was declined (mailed to the user, shown at login); null otherwise. */
  rejectionReason: text('rejection_reason'),
  /** The staff role (admin, manager, editor) of a back-office account; null for everyone else. */
  role: varchar('role', { length: 10 }).$type<StaffRole>(),
  dateJoined: createdAt(),
  /** The player's speed the user last chose, on every device (issue 25). */
  playbackRate: real('playback_rate').notNull().default(1),
});

/** Profile (spec 3, User profile); a specialist is a profile with `is_specialist`. */
export const profiles = pgTable('profiles', {
  id: idKey(),
  userId: belongsTo('user_id', () => users.id).unique(),
  name: varchar('name', { length: 300 }).notNull().default(''),
  /** Sanitized HTML, cleaned on save. */
  description: text('description').notNull().default(''),
  image: text('image'),
  specialization: varchar('specialization', { length: 300 }).notNull().default(''),
  consultationPrice: money('consultation_price'),
  /** Lower case on the server: eur, usd, mdl, rub. */
  currency: varchar('currency', { length: 3 }).notNull().default('eur'),
  address: varchar('address', { length: 500 }).notNull().default(''),
  /** Holds the country name (spec 3). */
  city: varchar('city', { length: 100 }).notNull().default(''),
  type: varchar('type', { length: 20 }).notNull().default('other'),
  phone: varchar('phone', { length: 40 }).notNull().default(''),
  landingPageIsActive: boolean('landing_page_is_active').notNull().default(false),
  /** A visitor's request is stored as confirmed when its hour is free (the specialist's choice). */
  autoConfirmRequests: boolean('auto_confirm_requests').notNull().default(false),
  isSpecialist: boolean('is_specialist').notNull().default(false),
  price: money('price'),
  moneyType: varchar('money_type', { length: 3 }).notNull().default(''),
  shopIsActive: boolean('shop_is_active').notNull().default(true),
  utmTags: varchar('utm_tags', { length: 500 }).notNull().default(''),
  /** Interface language at registration (sent as profile.description by the client). */
  lang: varchar('lang', { length: 2 }).notNull().default('ro'),
  /** The diploma uploaded at registration, checked by an admin before activation. */
  registrationFile: text('registration_file'),
});

/** Login tokens: only the sha256 of the key is kept, so a leaked table opens no session. */
export const authTokens = pgTable('auth_tokens', {
  id: idKey(),
  userId: belongsTo('user_id', () => users.id),
  keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
  created: createdAt(),
  /** When the token was last used (kept to the hour): its idle lifetime counts from here. */
  lastUsed: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  /** The browser's User-Agent at sign-in, for the user's list of sessions. */
  userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
});

/** One-time password-reset tokens, hashed, expiring. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idKey(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    created: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** Certificates and diplomas of a profile (spec 3, Certificate; spec 7.2). */
export const certificates = pgTable(
  'certificates',
  {
    id: idKey(),
    userProfileId: belongsTo('user_profile_id', () => profiles.id),
    image: text('image').notNull(),
    show: boolean('show').notNull().default(true),
    forCompletingTheCourse: boolean('for_completing_the_course').notNull().default(false),
    title: jsonb('title').$type<Partial<Record<string, string>>>(),
    courseName: jsonb('course_name').$type<Partial<Record<string, string>>>(),
    courseId: integer('course_id'),
    /** Course certificates: the public verification code (random base32), unique. */
    code: varchar('code', { length: 32 }).unique(),
    /** Course certificates: the holder's name as printed at issue time. */
    holderName: varchar('holder_name', { length: 300 }),
    /** Course certificates: the user's language at issue time (title shown, mails). */
    lang: varchar('lang', { length: 2 }),
    created: createdAt(),
  },
  // One course certificate per profile and course (uploads have no course: nulls are distinct).
  (t) => [unique('certificates_profile_course_uq').on(t.userProfileId, t.courseId)],
);

/** Before/after work slides of a specialist (spec 3, Work slide). */
export const workSlides = pgTable('work_slides', {
  id: idKey(),
  profileId: belongsTo('profile_id', () => profiles.id),
  title: varchar('title', { length: 300 }).notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  created: createdAt(),
});
