import { z } from 'zod';
import { emailSchema, fileSchema, formBooleanSchema, singleLine } from './common';
import { LOGIN_PASSWORD_MIN, NAME_MIN, PASSWORD_MIN, PHONE_MIN_DIGITS } from './limits';
import { isStrongPassword } from './password-rules';
import { STAFF_ROLES } from './staff';

/**
 * `POST /auth/token/login/` (spec 7.1). The email pattern is the client's check (spec 5); the
 * password minimum is the login form's, so a password the form refuses is refused here too.
 */
export const loginRequestSchema = z.object({
  username: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(LOGIN_PASSWORD_MIN).max(256),
});
export const loginResponseSchema = z.object({ auth_token: z.string() });
export type LoginRequest = z.input<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/**
 * One signed-in device of the user (designed: the spec shows no sessions list): when it signed
 * in, when it was last seen, the browser it named, and whether it is the one asking.
 */
export const sessionSchema = z.object({
  id: z.number().int(),
  created: z.string(),
  last_used: z.string(),
  user_agent: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.array(sessionSchema);

/** `GET /auth/users/me/`. */
export const meResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_id: z.number().int().nullable(),
  /** The staff role (designed: the back office opens for these); null for everyone else. */
  role: z.enum(STAFF_ROLES).nullable(),
});
export type MeResponse = z.infer<typeof meResponseSchema>;

export const USER_TYPES = ['cosmetology', 'doctor', 'other'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

/**
 * The registration errors as the server words them (spec 8's message table gives these exact
 * texts, the answer a Django client expects): wire values, never shown by our browser, which maps
 * a refused field to its own translated key (`flows:registration.*`).
 */
export const REGISTRATION_API_ERRORS = {
  passwordShort: 'Password must be 6 characters long',
  passwordWeak: 'Parola nu este sigură',
  emailBusy: 'email este ocupat',
  certificateRequired: 'A certificate file is required unless the profession is other.',
} as const;

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, REGISTRATION_API_ERRORS.passwordShort)
  .max(128)
  .refine(isStrongPassword, REGISTRATION_API_ERRORS.passwordWeak);

/**
 * `POST /accounts/users/` multipart registration payload (spec 3), re-checked on the server with
 * the rules of spec 5. Field names keep the client's dotted `profile.*` form.
 */
export const registrationRequestSchema = z
  .object({
    username: z.string().trim().toLowerCase().max(254).optional(),
    email: emailSchema,
    password: newPasswordSchema,
    first_name: singleLine(z.string().trim().min(NAME_MIN).max(150)),
    last_name: singleLine(z.string().trim().min(NAME_MIN).max(150)),
    'profile.name': singleLine(z.string().trim().max(300)).optional(),
    'profile.description': z.string().trim().max(10).optional(),
    'profile.phone': z
      .string()
      .trim()
      .regex(
        new RegExp(`^\\+?\\d{${PHONE_MIN_DIGITS},20}$`),
        `Phone: at least ${PHONE_MIN_DIGITS} digits, digits only, with the phone code.`,
      ),
    'profile.file': fileSchema.optional(),
    'profile.city': z.string().trim().min(2).max(100),
    'profile.specialization': z.string().trim().max(300).optional(),
    'profile.type': userTypeSchema,
    'profile.shop_is_active': formBooleanSchema.optional(),
    'profile.utm_tags': z.string().max(500).optional(),
  })
  .refine((v) => v['profile.type'] === 'other' || v['profile.file'] !== undefined, {
    path: ['profile.file'],
    message: REGISTRATION_API_ERRORS.certificateRequired,
  });
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

export const registrationResponseSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  detail: z.string(),
});

/** `POST /{lang}/api/password_reset/` (spec 7.1). Always answers OK: no account probing. */
export const passwordResetRequestSchema = z.object({
  email: emailSchema,
});
export const statusResponseSchema = z.object({ status: z.string() });

/** Designed: `POST /{lang}/api/password_reset/confirm/` with the mailed one-time token. */
export const passwordResetConfirmSchema = z.object({
  token: z.string().min(16).max(200),
  password: newPasswordSchema,
});

/** Designed (Djoser): `POST /auth/users/set_password/`. */
export const setPasswordRequestSchema = z.object({
  current_password: z.string().min(1).max(256),
  new_password: newPasswordSchema,
});
