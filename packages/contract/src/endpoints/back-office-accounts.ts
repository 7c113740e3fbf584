import {
  accountDetailSchema,
  accountListSchema,
  accountRowSchema,
  accountsQuerySchema,
  activateRequestSchema,
  bulkActivateRequestSchema,
  bulkActivateResponseSchema,
  courseAccessRequestSchema,
  deactivateRequestSchema,
  rejectRequestSchema,
  specialistRequestSchema,
  staffRoleRequestSchema,
} from '../back-office/accounts';
import { endpoint } from '../endpoint';
import { ADMIN_ONLY } from '../staff';
import { operationsCall, refusal, staffCall } from './back-office-shared';

/**
 * The back office's accounts calls (issue 26), each declared once with its staff roles. Every
 * write is checked again on the server, made in one transaction and written to the audit log.
 */
const missing = refusal('No such account');
const moved = refusal(
  'The account is no longer in the status the request names (decided meanwhile)',
);

export const list = endpoint({
  ...operationsCall,
  method: 'get',
  paths: ['/admin/accounts/'],
  summary:
    'Accounts by status (pending: the verification queue, oldest first), searched by name, ' +
    'e-mail or phone, sorted and paged',
  query: accountsQuerySchema,
  responses: { 200: { description: 'A page of accounts', schema: accountListSchema } },
});

export const detail = endpoint({
  ...operationsCall,
  method: 'get',
  paths: ['/{lang}/admin/accounts/{id}/'],
  summary:
    "An account's page: profile, orders, courses (titles in {lang}), certificates and sessions",
  responses: {
    200: { description: 'The account', schema: accountDetailSchema },
    404: missing,
  },
});

export const diploma = endpoint({
  ...operationsCall,
  method: 'get',
  paths: ['/admin/accounts/{id}/diploma/'],
  summary:
    'The diploma uploaded at registration, inline with its own type (an image or a PDF), never stored by caches',
  responses: {
    200: { description: 'The file', file: '*/*' },
    404: refusal('No such account, or it sent no diploma'),
  },
});

export const activate = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/accounts/{id}/activate/'],
  summary: 'Activates the account (its diploma checked) and mails the user a login link',
  body: activateRequestSchema,
  responses: {
    200: { description: 'The account as it is now', schema: accountRowSchema },
    404: missing,
    409: moved,
  },
});

export const reject = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/accounts/{id}/reject/'],
  summary: 'Declines a pending registration with a reason, mailed to the user in their language',
  body: rejectRequestSchema,
  responses: {
    200: { description: 'The account as it is now', schema: accountRowSchema },
    404: missing,
    409: moved,
  },
});

export const bulkActivate = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/accounts/bulk-activate/'],
  summary:
    'Activates the pending accounts among `ids`, each mailed; the others are left as they are',
  body: bulkActivateRequestSchema,
  responses: { 200: { description: 'Those activated', schema: bulkActivateResponseSchema } },
});

export const deactivate = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/accounts/{id}/deactivate/'],
  summary: 'Closes an active account and ends its sessions; staff accounts are not closed here',
  body: deactivateRequestSchema,
  responses: {
    200: { description: 'The account as it is now', schema: accountRowSchema },
    404: missing,
    409: moved,
  },
});

export const courseAccess = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/accounts/{id}/course-access/'],
  summary: "Grants a course to the account, or takes its access away (with the course's progress)",
  body: courseAccessRequestSchema,
  invalidates: ['courses'],
  responses: {
    204: { description: 'Done (also when it already was so)' },
    404: refusal('No such account or course'),
  },
});

export const specialist = endpoint({
  ...operationsCall,
  method: 'post',
  paths: ['/admin/accounts/{id}/specialist/'],
  summary: 'Makes the account a specialist (its public page and calendar), or no longer one',
  body: specialistRequestSchema,
  invalidates: ['experts', 'pages'],
  responses: {
    200: { description: 'The account as it is now', schema: accountRowSchema },
    404: missing,
  },
});

/**
 * Staff management (issue 26: the admin's alone): makes an account an admin, a manager or an
 * editor, or a plain account again. An admin cannot change their own role, so the academy always
 * keeps the admin who could undo it.
 */
export const staffRole = endpoint({
  ...staffCall(ADMIN_ONLY),
  method: 'put',
  paths: ['/admin/accounts/{id}/role/'],
  summary: "Sets an account's staff role (admin, manager, editor) or takes it away (null)",
  body: staffRoleRequestSchema,
  responses: {
    200: { description: 'The account as it is now', schema: accountRowSchema },
    404: missing,
    409: refusal("An admin's own role, or an account not active"),
  },
});
