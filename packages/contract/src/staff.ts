/**
 * The academy's staff roles (the back office builds on them): an admin does everything, a
 * manager runs orders and users, an editor the courses and their videos. Everyone else has none.
 */
export const STAFF_ROLES = ['admin', 'manager', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: unknown): value is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(value);
