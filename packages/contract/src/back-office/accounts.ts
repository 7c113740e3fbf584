import { z } from 'zod';
import { USER_TYPES } from '../auth';
import { countedListSchema, positiveIntSchema, singleLine } from '../common';
import { LANGUAGES } from '../language-codes';
import { ORDER_STATUSES } from '../order-status';
import { STAFF_ROLES } from '../staff';

/**
 * The back office's accounts (issue 26): the verification queue, an account's page and the
 * staff's decisions on it. `pending`: never reviewed and not active (the queue); `declined`:
 * its registration refused with a reason; `inactive`: closed by staff after review.
 */
export const ACCOUNT_STATUSES = ['pending', 'active', 'declined', 'inactive'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The list's sortable columns; `joined` (registration date) by default. */
export const ACCOUNT_SORTS = ['joined', 'name', 'email'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

export const ACCOUNTS_PAGE_SIZE = 20;
/** A decline's reason: mailed to the user and shown to staff, one line. */
export const REJECTION_REASON_MIN = 3;
export const REJECTION_REASON_MAX = 500;
/** How many accounts one bulk activation takes (one page of the queue at most). */
export const BULK_ACTIVATE_MAX = 100;

/** The queue waits oldest first; every other list shows the newest first unless asked. */
export const defaultAccountsOrder = (status: AccountStatus | undefined) =>
  status === 'pending' ? 'asc' : 'desc';

export const accountsQuerySchema = z.object({
  status: z.enum(ACCOUNT_STATUSES).optional(),
  /** Part of a name, an e-mail or a phone number. */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(ACCOUNT_SORTS).optional(),
  order: z.enum(['asc', 'desc']).optional(),
  page: positiveIntSchema.optional(),
  page_size: z.coerce.number().int().positive().max(100).optional(),
});
export type AccountsQuery = z.infer<typeof accountsQuerySchema>;

/** One account of the list. */
export const accountRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  /** The profile's country. */
  city: z.string(),
  type: z.enum(USER_TYPES),
  status: z.enum(ACCOUNT_STATUSES),
  role: z.enum(STAFF_ROLES).nullable(),
  is_specialist: z.boolean(),
  /** Whether a diploma was uploaded at registration. */
  has_diploma: z.boolean(),
  date_joined: z.string(),
});
export type AccountRow = z.infer<typeof accountRowSchema>;

export const accountListSchema = countedListSchema(accountRowSchema);

/** The diploma's kind, which decides how the back office shows it (an image or a PDF frame). */
export const DIPLOMA_KINDS = ['image', 'pdf'] as const;

export const accountDetailSchema = z.object({
  account: accountRowSchema.extend({
    name: z.string(),
    specialization: z.string(),
    lang: z.enum(LANGUAGES),
    diploma: z.enum(DIPLOMA_KINDS).nullable(),
    reviewed_at: z.string().nullable(),
    rejection_reason: z.string().nullable(),
  }),
  orders: z.array(
    z.object({
      id: z.number().int(),
      created: z.string(),
      status: z.enum(ORDER_STATUSES),
      total: z.number(),
      currency: z.string(),
    }),
  ),
  /** Courses the account can open (an access record), titles in the path's language. */
  courses: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      progress: z.number(),
      granted: z.string(),
      /** Bought: the order that opened it; null when staff or a free course gave it. */
      order_id: z.number().int().nullable(),
    }),
  ),
  /** Courses it has no access to, for the grant form. */
  grantable: z.array(z.object({ id: z.number().int(), title: z.string() })),
  certificates: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      image: z.string(),
      code: z.string().nullable(),
      created: z.string(),
    }),
  ),
  /** Its live sessions (devices signed in), last used first. */
  sessions: z.array(
    z.object({
      id: z.number().int(),
      created: z.string(),
      last_used: z.string(),
      user_agent: z.string(),
    }),
  ),
});
export type AccountDetail = z.infer<typeof accountDetailSchema>;

/**
 * The status the staff member saw: the server refuses (409) when the account has moved since
 * (another manager decided on it meanwhile).
 */
const seenStatus = z.enum(ACCOUNT_STATUSES);

export const activateRequestSchema = z.object({ status: seenStatus });
export const deactivateRequestSchema = z.object({ status: seenStatus });
export const rejectRequestSchema = z.object({
  status: seenStatus,
  reason: singleLine(z.string().trim().min(REJECTION_REASON_MIN).max(REJECTION_REASON_MAX)),
});
export const bulkActivateRequestSchema = z.object({
  ids: z.array(positiveIntSchema).min(1).max(BULK_ACTIVATE_MAX),
});
export const bulkActivateResponseSchema = z.object({
  /** The accounts this call activated (those still pending). */
  activated: z.array(z.number().int()),
});
export const courseAccessRequestSchema = z.object({
  course_id: positiveIntSchema,
  /** true: grant the course; false: take its access away (with its watch progress). */
  granted: z.boolean(),
});
export const specialistRequestSchema = z.object({ is_specialist: z.boolean() });

/** A staff role given to an account, or `null` to make it a plain account again (admins only). */
export const staffRoleRequestSchema = z.object({ role: z.enum(STAFF_ROLES).nullable() });
