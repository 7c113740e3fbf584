import type { StaffRole, UserType } from '@academy/contract';

/** The user of a request's token, as the route helper hands it to handlers. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isStaff: boolean;
  /** The staff role, checked by `requireStaff` (lib/staff.ts); null for a student. */
  role: StaffRole | null;
  profile: {
    id: number;
    type: UserType;
    city: string;
    name: string;
    isSpecialist: boolean;
  } | null;
}

/**
 * Who is asking: the port through which the route helper authenticates a request. The auth
 * module provides it as a per-app service, so that lib never imports a feature module.
 */
export interface Authenticator {
  /** The user of an `Authorization: Token <key>` header, or null (absent, malformed, revoked). */
  authenticate(authorization: string | undefined): Promise<AuthUser | null>;
  /** Revokes the token of that header (logout), here and in the database. */
  revoke(authorization: string | undefined): Promise<void>;
  /** Forgets every remembered token of a user at once (password change or reset). */
  forgetUser(userId: number): void;
  /** Ends one of a user's sessions by its id; false when it is not theirs. */
  endSession(userId: number, sessionId: number): Promise<boolean>;
  /** Ends every session of a user but the one of that header ("log out other devices"). */
  endOtherSessions(userId: number, authorization: string | undefined): Promise<void>;
}

/** A session ended in some process: a token revoked (its hash) or all of a user's. */
export type SessionEnd = { keyHash: string } | { userId: number };
