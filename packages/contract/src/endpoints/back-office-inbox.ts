import {
  contactRequestListQuerySchema,
  contactRequestListSchema,
  contactRequestSchema,
  handleContactRequestSchema,
  promoCodeBodySchema,
  promoCodeListQuerySchema,
  promoCodeListSchema,
  promoCodeSchema,
  promoUsageQuerySchema,
  promoUsageSchema,
} from '../back-office/inbox';
import { endpoint } from '../endpoint';
import { noSuch, operationsCall, refusal } from './back-office-shared';

/** The paths several methods of this file share, each written once. */
const ADMIN_PROMO_CODES_PATH = '/admin/promo-codes/';

/**
 * The back office's inbox calls (issue 26), each declared once with its staff roles: the contact
 * requests (new / handled, with a note) and the promo codes (create, edit, disable, usage).
 */
const missing = noSuch('record');

export const contactRequests = endpoint({
  ...operationsCall,
  method: 'get',
  paths: ['/admin/contact-requests/'],
  summary:
    'Contact requests (spec 2.10), new or handled, searched in name, contact and country; newest first by default',
  query: contactRequestListQuerySchema,
  responses: { 200: { description: 'A page of requests', schema: contactRequestListSchema } },
});

export const handleContactRequest = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/contact-requests/{id}/handle/'],
  summary: 'Marks a new request handled by the caller, with a note of what was done',
  body: handleContactRequestSchema,
  responses: {
    200: { description: 'Handled', schema: contactRequestSchema },
    ...missing,
    409: refusal('Already handled'),
  },
});

export const reopenContactRequest = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/contact-requests/{id}/reopen/'],
  summary: 'Puts a handled request back among the new ones (its note is kept)',
  responses: {
    200: { description: 'New again', schema: contactRequestSchema },
    ...missing,
    409: refusal('Not handled'),
  },
});

export const promoCodes = endpoint({
  ...operationsCall,
  method: 'get',
  paths: [ADMIN_PROMO_CODES_PATH],
  summary: 'Promo codes with their use (used, limits, dates, value, scope, disabled)',
  query: promoCodeListQuerySchema,
  responses: { 200: { description: 'A page of codes', schema: promoCodeListSchema } },
});

export const createPromoCode = endpoint({
  ...operationsCall,
  method: 'post',
  paths: [ADMIN_PROMO_CODES_PATH],
  summary: 'Creates a promo code (a taken code is refused at the code field)',
  body: promoCodeBodySchema,
  responses: { 201: { description: 'Created', schema: promoCodeSchema } },
});

export const updatePromoCode = endpoint({
  ...operationsCall,
  method: 'patch',
  paths: ['/admin/promo-codes/{id}/'],
  summary:
    'Edits a promo code: the whole form again (its total uses no lower than it was used; the uses so far are kept)',
  body: promoCodeBodySchema,
  responses: { 200: { description: 'Saved', schema: promoCodeSchema }, ...missing },
});

export const disablePromoCode = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/promo-codes/{id}/disable/'],
  summary: 'Switches a code off: checkout refuses it as no longer valid; its usage stays',
  responses: { 200: { description: 'Disabled', schema: promoCodeSchema }, ...missing },
});

export const enablePromoCode = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/promo-codes/{id}/enable/'],
  summary: 'Switches a disabled code on again',
  responses: { 200: { description: 'Enabled', schema: promoCodeSchema }, ...missing },
});

export const promoCodeUsage = endpoint({
  ...operationsCall,
  method: 'get',
  paths: ['/{lang}/admin/promo-codes/{id}/usage/'],
  summary: "A code's uses, newest first: each order, its buyer, date, total and discount",
  query: promoUsageQuerySchema,
  responses: { 200: { description: 'The usage', schema: promoUsageSchema }, ...missing },
});
