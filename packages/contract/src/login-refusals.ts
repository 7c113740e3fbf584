/**
 * The login's refusals of an account that is not active (400 `{detail}`), each shown in its
 * own words: still waiting for review, or declined by staff (issue 26; the reason was mailed).
 */
export const LOGIN_REFUSALS = {
  pending: 'Your registration is being verified',
  declined: 'Your registration was declined',
  inactive: 'This account is closed',
} as const;
export type LoginRefusalReason = keyof typeof LOGIN_REFUSALS;
