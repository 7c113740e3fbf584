import { pgTable, text, varchar } from 'drizzle-orm/pg-core';

export * from './tables/appointments';
export * from './tables/authoring';
export * from './tables/back-office';
export * from './tables/calendar';
export * from './tables/cart';
export * from './tables/content';
export * from './tables/courses';
export * from './tables/orders';
export * from './tables/promo';
export * from './tables/rate-limits';
export * from './tables/shop';
export * from './tables/users';

/** Countries of the contact and registration forms (spec 3, Country): code, name, phone code, flag. */
export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
  phoneCode: varchar('phone_code', { length: 8 }).notNull(),
  flag: varchar('flag', { length: 8 }).notNull(),
});
