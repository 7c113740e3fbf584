import { emptyTranslatedText, type TranslatedText } from '@academy/contract/back-office/authoring';
import {
  SERVICE_MINUTES_MIN,
  type Service,
  type ServiceBody,
  serviceBodySchema,
} from '@academy/contract/calendar';
import type { ProfileCurrency } from '@academy/contract/rules';
import type { ServicesEditorErrorKey } from './services-editor.message-keys';

/** The dialog's fields as typed: numbers stay text until saved, so nothing typed is lost. */
export interface ServiceDraft {
  name: TranslatedText;
  duration: string;
  /** Empty: the price is agreed at the visit. */
  price: string;
  currency: ProfileCurrency;
  active: boolean;
}

export type ServiceDraftField = Exclude<keyof ServiceDraft, 'name'>;

/** Errors by the field's path on the wire: `name.ro`, `duration`, `price`, `currency`. */
export type ServiceFieldErrors = Readonly<Record<string, ServicesEditorErrorKey>>;

/** A new service starts as a half-hour visit (spec 5) in the specialist's currency. */
export function serviceDraft(service: Service | null, currency: ProfileCurrency): ServiceDraft {
  if (!service) {
    return {
      name: emptyTranslatedText(),
      duration: String(Math.max(30, SERVICE_MINUTES_MIN)),
      price: '',
      currency,
      active: true,
    };
  }
  return {
    name: { ...service.name },
    duration: String(service.duration),
    price: service.price === null ? '' : String(service.price),
    currency: service.currency,
    active: service.active,
  };
}

/** A typed number (a comma for decimals too); NaN when it is none, which the check refuses. */
const numberOf = (text: string) => {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? Number.NaN : Number(trimmed);
};

/** The body of `POST` / `PUT /cabinet/services/`: an empty price is none. */
export function serviceBody(draft: ServiceDraft): ServiceBody {
  return {
    name: draft.name,
    duration: numberOf(draft.duration),
    price: draft.price.trim() === '' ? null : numberOf(draft.price),
    currency: draft.currency,
    active: draft.active,
  };
}

/** The key said at a field for the contract's message there (the browser's or the server's). */
export function serviceErrorKeyOf(path: string, message: string): ServicesEditorErrorKey {
  if (path.startsWith('name')) {
    return /at least|too small|required|>=1/i.test(message) || message === ''
      ? 'servicesEditor.nameRequired'
      : 'servicesEditor.nameInvalid';
  }
  if (path === 'duration') return 'servicesEditor.durationRange';
  if (path === 'currency') return 'servicesEditor.currencyInvalid';
  return 'servicesEditor.priceInvalid';
}

/** Field errors of messages by path (a server's 400), as keys; the name's bare path is Romanian's. */
export function serviceFieldErrorsOf(
  messages: Readonly<Record<string, readonly string[]>>,
): ServiceFieldErrors {
  return Object.fromEntries(
    Object.entries(messages).map(([path, [message = ''] = []]) => [
      path === 'name' ? 'name.ro' : path,
      serviceErrorKeyOf(path, message),
    ]),
  );
}

/** The contract's check of the dialog, as keys at their fields (none: valid). */
export function validateService(draft: ServiceDraft): ServiceFieldErrors {
  const result = serviceBodySchema.safeParse(serviceBody(draft));
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    messages[path] ??= [issue.code === 'too_small' && path.startsWith('name') ? '' : issue.message];
  }
  return serviceFieldErrorsOf(messages);
}

/** The list after a save: the saved service in its place, or added at the end. */
export function withService(services: readonly Service[], saved: Service): Service[] {
  return services.some((service) => service.id === saved.id)
    ? services.map((service) => (service.id === saved.id ? saved : service))
    : [...services, saved];
}

/** The list in the order of `ids` (the ones it does not name keep their place at the end). */
export function inOrder(services: readonly Service[], ids: readonly number[]): Service[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  return [...services]
    .sort((a, b) => (rank.get(a.id) ?? ids.length) - (rank.get(b.id) ?? ids.length))
    .map((service, position) => ({ ...service, position }));
}
