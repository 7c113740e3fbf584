import type { CoursePaymentMessageKey } from './course-payment.message-keys';

/**
 * The card as typed (issue 11: the payment step). The browser checks the format for comfort;
 * the payment provider decides.
 */
export interface CardForm {
  cardNumber: string;
  holderName: string;
  /** `MM/YY`. */
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardForm;

export type CoursePaymentErrorKey = Exclude<
  CoursePaymentMessageKey,
  'coursePayment.declined' | 'coursePayment.failure' | 'coursePayment.paid'
>;
export type CardErrors = Partial<Record<CardField, CoursePaymentErrorKey>>;

export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

export function emptyCardForm(patch: Partial<CardForm> = {}): CardForm {
  return { cardNumber: '', holderName: '', expiry: '', cvc: '', ...patch };
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The number in groups of four as it is typed (`4242 4242 4242 4242`), at most 19 digits. */
export function formatCardNumber(typed: string): string {
  return digitsOf(typed)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as it is typed: `MM/YY`, the slash added after the month. */
export function formatExpiry(typed: string): string {
  const digits = digitsOf(typed).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The CVC as it is typed: at most four digits. */
export function formatCvc(typed: string): string {
  return digitsOf(typed).slice(0, 4);
}

/** How each field is kept as it is typed. */
export const CARD_FORMATS: Record<CardField, (typed: string) => string> = {
  cardNumber: formatCardNumber,
  holderName: (typed) => typed,
  expiry: formatExpiry,
  cvc: formatCvc,
};

/** The Luhn checksum every card number carries (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function cardNumberError(cardNumber: string): CoursePaymentErrorKey | undefined {
  const digits = digitsOf(cardNumber);
  if (digits === '') return 'coursePayment.required';
  const fits = digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS;
  return fits && passesLuhn(digits) ? undefined : 'coursePayment.cardNumberInvalid';
}

/** `today` is the month the card is checked against (a card is valid through its month). */
function expiryError(expiry: string, today: Date): CoursePaymentErrorKey | undefined {
  if (expiry.trim() === '') return 'coursePayment.required';
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'coursePayment.expiryInvalid';
  const year = 2000 + Number(match[2]);
  const now = today.getFullYear() * 12 + today.getMonth();
  return year * 12 + (month - 1) < now ? 'coursePayment.cardExpired' : undefined;
}

/** The card's format: number (length and checksum), holder, expiry (not past), CVC. */
export function validateCard(card: CardForm, today: Date): CardErrors {
  const errors: CardErrors = {
    cardNumber: cardNumberError(card.cardNumber),
    holderName: card.holderName.trim() === '' ? 'coursePayment.required' : undefined,
    expiry: expiryError(card.expiry, today),
    cvc:
      card.cvc === ''
        ? 'coursePayment.required'
        : /^\d{3,4}$/.test(card.cvc)
          ? undefined
          : 'coursePayment.cvcInvalid',
  };
  return Object.fromEntries(
    Object.entries(errors).filter(([, key]) => key !== undefined),
  ) as CardErrors;
}

/** What the payment call sends: the number, as the provider reads it (digits in groups). */
export function cardPayment(card: CardForm) {
  return { cardNumber: formatCardNumber(card.cardNumber) };
}
