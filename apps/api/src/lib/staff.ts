import type { StaffRole } from '@academy/contract';
import type { AuthUser } from './authenticator';
import { HttpError } from './errors';

/**
 * The guard of a staff route: `requireStaff('admin', 'editor')(input.user)` answers the user when
 * their role is one of `roles` (any staff role when none is named); a visitor gets 401 and
 * anyone else, a student or a staff member of another role, 403.
 */
export function requireStaff(...roles: StaffRole[]) {
  return (user: AuthUser | null): AuthUser & { role: StaffRole } => {
    if (!user) throw new HttpError(401, 'Authentication credentials were not provided.');
    const { role } = user;
    if (!role || (roles.length > 0 && !roles.includes(role)))
      throw new HttpError(403, 'You do not have permission to perform this action.');
    return { ...user, role };
  };
}

/** Whether the user is staff of any role (access lets staff fetch any video). */
export const isStaff = (user: AuthUser | null): boolean => Boolean(user?.role);
