import {
  isPhoneNumber,
  isSingleLine,
  isStrongPassword,
  NAME_MIN,
  PASSWORD_MIN,
  type PasswordLevel,
  passwordLevel,
} from '@academy/contract/rules';
import { matchesEmailPattern } from '../login/login.validation';
import type { RegistrationErrorKey } from './registration.message-keys';

/** The choices of the form; cosmetology and nurse are one profile type (spec 5). */
export type RegistrationProfession = 'cosmetology' | 'nurse' | 'doctor' | 'other';
export type RegistrationProfileType = 'cosmetology' | 'doctor' | 'other';

/** Structurally a browser `File`; the machine only reads its name and type. */
export interface RegistrationFile {
  name: string;
  type: string;
}

export interface RegistrationCountry {
  code: string;
  name: string;
}

export interface RegistrationValues<F extends RegistrationFile = RegistrationFile> {
  email: string;
  firstName: string;
  lastName: string;
  profession: RegistrationProfession | '';
  password: string;
  repeatPassword: string;
  privacyConsent: boolean;
  paymentConsent: boolean;
  certificate: F | null;
  phoneCode: string;
  phone: string;
  country: RegistrationCountry | null;
}

export type RegistrationField = keyof RegistrationValues;

export type RegistrationErrors = Partial<Record<RegistrationField, RegistrationErrorKey>>;

export type PasswordStrength = 0 | 35 | 50 | 80 | 100;

/** The score needed to register (spec 5, Strong password). */
const PASSWORD_STRENGTH_REQUIRED: PasswordStrength = 100;

/**
 * Spec 5: 35 from 3 characters, 50 from 5, 80 from 6, and 100 for a password the rule accepts
 * (from 6 with a letter and a digit or with a special character).
 */
export function passwordStrengthScore(password: string): PasswordStrength {
  const { length } = password;
  if (isStrongPassword(password)) return PASSWORD_STRENGTH_REQUIRED;
  if (length >= PASSWORD_MIN) return 80;
  if (length >= 5) return 50;
  if (length >= 3) return 35;
  return 0;
}

/**
 * The meter under a new password: how far its bars reach (the score) and what it says (the
 * level), both from the rule the form checks, so it never praises a password the form refuses.
 */
export interface PasswordMeter {
  score: PasswordStrength;
  level: PasswordLevel;
}

export function passwordMeter(password: string): PasswordMeter {
  return { score: passwordStrengthScore(password), level: passwordLevel(password) };
}

/** Why a typed new password is refused (registration, reset, change), or null when accepted. */
export function newPasswordError(
  password: string,
): 'registration.passwordTooShort' | 'registration.passwordWeak' | null {
  if (password.length < PASSWORD_MIN) return 'registration.passwordTooShort';
  return passwordLevel(password) === 'refused' ? 'registration.passwordWeak' : null;
}

/** Image extensions a certificate may have, besides pdf (spec 5, Files). */
export const CERTIFICATE_IMAGE_EXTENSIONS = [
  'jpg',
  'jpeg',
  'jpe',
  'jfif',
  'pjpeg',
  'pjp',
  'png',
  'apng',
  'gif',
  'bmp',
  'dib',
  'webp',
  'avif',
  'heic',
  'heif',
  'tif',
  'tiff',
  'svg',
  'svgz',
  'ico',
  'cur',
  'jxl',
  'jp2',
  'j2k',
] as const;

const imageExtensions: ReadonlySet<string> = new Set(CERTIFICATE_IMAGE_EXTENSIONS);

/**
 * Spec 5, Files: an allowed image or pdf extension with a matching MIME type. A video is treated
 * as pdf by the extension check, so it passes (the spec's rule, kept as is).
 */
export function isAllowedCertificateFile(file: RegistrationFile): boolean {
  const type = file.type.toLowerCase();
  if (type.startsWith('video/')) return true;
  const dot = file.name.lastIndexOf('.');
  const extension = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  if (extension === 'pdf') return type === 'application/pdf';
  return imageExtensions.has(extension) && type.startsWith('image/');
}

export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const email = values.email.trim();
  if (email === '') errors.email = 'registration.required';
  else if (!matchesEmailPattern(email)) errors.email = 'registration.emailInvalid';

  for (const field of ['firstName', 'lastName'] as const) {
    const name = values[field].trim();
    if (name === '') errors[field] = 'registration.required';
    else if (name.length < NAME_MIN) errors[field] = 'registration.nameTooShort';
    else if (!isSingleLine(name)) errors[field] = 'registration.nameInvalid';
  }

  if (values.profession === '') errors.profession = 'registration.professionRequired';

  const passwordError = newPasswordError(values.password);
  if (values.password === '') errors.password = 'registration.required';
  else if (passwordError) errors.password = passwordError;
  if (values.repeatPassword !== values.password) {
    errors.repeatPassword = 'registration.passwordMismatch';
  }

  if (!values.privacyConsent) errors.privacyConsent = 'registration.consentRequired';
  if (!values.paymentConsent) errors.paymentConsent = 'registration.consentRequired';

  if (values.profession !== 'other' && values.certificate === null) {
    errors.certificate = 'registration.certificateRequired';
  } else if (values.certificate !== null && !isAllowedCertificateFile(values.certificate)) {
    errors.certificate = 'registration.invalidFileType';
  }

  if (values.phoneCode.trim() === '') errors.phoneCode = 'registration.required';
  const phone = values.phone.trim();
  if (phone === '') errors.phone = 'registration.required';
  else if (!isPhoneNumber(phone)) errors.phone = 'registration.phoneInvalid';

  if (values.country === null) errors.country = 'registration.required';
  return errors;
}

export function professionToProfileType(
  profession: RegistrationProfession,
): RegistrationProfileType {
  return profession === 'nurse' ? 'cosmetology' : profession;
}

export type RegistrationPayloadEntry<F extends RegistrationFile = RegistrationFile> = readonly [
  name: string,
  value: string | F,
];

/**
 * The form data of `POST /accounts/users/` (spec 3, Registration payload), in order; the app
 * appends each entry to a FormData. Call it with valid values.
 */
export function buildRegistrationPayload<F extends RegistrationFile>(
  values: RegistrationValues<F>,
  meta: { language: string; utmTags: string },
): RegistrationPayloadEntry<F>[] {
  const email = values.email.trim();
  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  const profession = values.profession === '' ? 'other' : values.profession;
  const entries: RegistrationPayloadEntry<F>[] = [
    ['username', email.toLowerCase()],
    ['email', email],
    ['password', values.password],
    ['first_name', firstName],
    ['last_name', lastName],
    ['profile.name', `${firstName} ${lastName}`],
    ['profile.description', meta.language],
    ['profile.phone', `${values.phoneCode.trim()}${values.phone.trim()}`],
  ];
  if (values.certificate !== null) entries.push(['profile.file', values.certificate]);
  entries.push(
    ['profile.city', values.country?.name ?? ''],
    ['profile.specialization', profession],
    ['profile.type', professionToProfileType(profession)],
    ['profile.shop_is_active', 'true'],
    ['profile.utm_tags', meta.utmTags],
  );
  return entries;
}

/** How the app's `register` actor rejects on a non-OK answer. */
export interface RegistrationRejection {
  status: number;
  /** The server said the email is already used. */
  emailBusy: boolean;
  /** The server refused the certificate file (not the image or pdf its name says). */
  fileRefused?: boolean;
}

export function isRegistrationRejection(error: unknown): error is RegistrationRejection {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { emailBusy?: unknown }).emailBusy === 'boolean'
  );
}
