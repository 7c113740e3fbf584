/**
 * The academy's staff roles (the back office builds on them): an admin does everything, a
 * manager runs orders and users, an editor the courses and their videos. Everyone else has none.
 */
export const STAFF_ROLES = ['admin', 'manager', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(value);

/** Who runs the operations: accounts, orders, contact requests, promo codes, jobs. */
export const OPERATIONS_ROLES = ['admin', 'manager'] as const satisfies readonly StaffRole[];
/** Who authors the content: courses, videos, products, pages. */
export const AUTHORING_ROLES = ['admin', 'editor'] as const satisfies readonly StaffRole[];
/** Staff management and the audit log. */
export const ADMIN_ONLY = ['admin'] as const satisfies readonly StaffRole[];
