import { errorResponseSchema } from '../country';
import { AUTHORING_ROLES, OPERATIONS_ROLES, type StaffRole } from '../staff';

/**
 * What the back office's declarations share (issues 26, 27), so each says only what is its own.
 * Not an endpoint module: `endpoints/index.ts` does not list it.
 */

/** Every back-office call: the admin tag, a staff token, a designed answer, the roles let past. */
export const staffCall = <const R extends readonly StaffRole[]>(roles: R) =>
  ({ tag: 'admin', auth: 'token', designed: true, roles }) as const;

/** The calls of the authoring areas (admin, editor) and of operations (admin, manager). */
export const authoringCall = staffCall(AUTHORING_ROLES);
export const operationsCall = staffCall(OPERATIONS_ROLES);

/** An answer of `{ detail }` alone: a refusal (409…) or a missing record, as `description` says. */
export const refusal = (description: string) =>
  ({ description, schema: errorResponseSchema }) as const;

/** The 404 of a call naming a record that does not exist. */
export const noSuch = (what: string) => ({ 404: refusal(`No such ${what}`) }) as const;

export const deleted = { 204: { description: 'Deleted' } } as const;
export const reordered = { 204: { description: 'Reordered' } } as const;
