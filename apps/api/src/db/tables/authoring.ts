import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idKey } from './common';
import { users } from './users';

/** One resized file of an uploaded image: its public URL, size in pixels and in bytes. */
export interface ImageVariant {
  /** Which thumbnail it is: `image_thumbnail`, `image_mobile_thumbnail`… or `original`. */
  name: string;
  url: string;
  width: number;
  height: number;
  bytes: number;
  format: string;
}

/**
 * An image uploaded by staff or a user (issue 27): resized once, on upload, into the thumbnails
 * its purpose names (a course cover, a slide, a gallery photo, an avatar…), each stored with its
 * size so pages can declare width and height and phones load a small file, never the original.
 */
export const images = pgTable(
  'images',
  {
    id: idKey(),
    /** The storage folder of its files, `images/<uuid>`. */
    key: text('key').notNull().unique(),
    purpose: varchar('purpose', { length: 30 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    created: createdAt(),
  },
  (t) => [index('images_uploaded_by_idx').on(t.uploadedBy)],
);

/**
 * A legal PDF uploaded by staff for a region and a language (spec 1: privacy, terms, payment
 * policy chosen by region and language; the cookie policy is Romania's). One per kind, region and
 * language; where none is uploaded the document shipped with the server is served.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: idKey(),
    /** `policy`, `terms`, `payment_policy` or `cookie`. */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** `md`, `ro` or `ru`. */
    region: varchar('region', { length: 2 }).notNull(),
    lang: varchar('lang', { length: 2 }).notNull(),
    /** The storage key of the PDF. */
    file: text('file').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('legal_documents_uq').on(t.kind, t.region, t.lang)],
);
