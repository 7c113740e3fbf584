import {
  certificateCreateSchema,
  certificatePatchSchema,
  certificateSchema,
  paymentHistorySchema,
  profilePatchSchema,
  profileSchema,
  specialistListQuerySchema,
  specialistListSchema,
  userWithProfileSchema,
  workSlideCreateSchema,
  workSlidePatchSchema,
  workSlideSchema,
} from '../accounts';
import { registrationRequestSchema, registrationResponseSchema } from '../auth';
import { errorResponseSchema } from '../country';
import { endpoint } from '../endpoint';
import { notYours } from './shared';

/** The paths several methods of this file share, each written once. */
const ACCOUNTS_CERTIFICATES_AND_DIPLOMAS_BY_ID_PATH = '/accounts/certificates_and_diplomas/{id}/';
const ACCOUNTS_SLIDE_AFTER_BEFORE_BY_ID_PATH = '/accounts/slide_after_before/{id}/';

// Certificates and work slides show on the specialist's public page: every write clears the
// experts' answers.
const certificateWrites = { tag: 'accounts', auth: 'token', invalidates: ['experts'] } as const;
const slideWrites = { ...certificateWrites, bodyType: 'multipart' } as const;

export const register = endpoint({
  method: 'post',
  paths: ['/accounts/users/'],
  summary: 'Register (multipart, spec 3 payload); the account waits for verification',
  tag: 'accounts',
  auth: 'none',
  body: registrationRequestSchema,
  bodyType: 'multipart',
  rateLimit: 'registration',
  responses: {
    201: { description: 'Created, pending verification', schema: registrationResponseSchema },
    400: { description: "Field errors; email busy: {email: ['email este ocupat']}" },
    429: { description: 'Too many registrations', schema: errorResponseSchema },
  },
});

export const user = endpoint({
  method: 'get',
  paths: ['/{lang}/accounts/users/{id}/', '/accounts/users/{id}/'],
  summary: 'A user with profile: public only for an active landing page, always for its owner',
  tag: 'accounts',
  auth: 'optional',
  responses: {
    200: { description: 'User with profile', schema: userWithProfileSchema },
    404: notYours,
  },
});

export const users = endpoint({
  method: 'get',
  paths: ['/{lang}/accounts/users/'],
  summary: 'Specialists with an active landing page: photos first, then consultation price desc',
  tag: 'accounts',
  auth: 'none',
  query: specialistListQuerySchema,
  responses: { 200: { description: 'Specialists', schema: specialistListSchema } },
});

export const updateProfile = endpoint({
  method: 'patch',
  paths: ['/{lang}/accounts/user_profile/{id}/'],
  summary:
    "Edit one's own profile (multipart); the description is sanitized HTML; " +
    'landing_page_is_active true (publish) needs an owned course (my_page_available), else 403',
  tag: 'accounts',
  auth: 'token',
  body: profilePatchSchema,
  // The page, its publication and its place in the directory.
  invalidates: ['experts'],
  bodyType: 'multipart',
  responses: {
    200: { description: 'The saved profile', schema: profileSchema },
    403: { description: 'Publishing before a course is owned', schema: errorResponseSchema },
    404: notYours,
  },
});

export const paymentHistory = endpoint({
  method: 'get',
  paths: ['/accounts/payment-history/'],
  summary: "The user's payments, newest first",
  tag: 'accounts',
  auth: 'token',
  responses: { 200: { description: 'Payments', schema: paymentHistorySchema } },
});

export const addCertificate = endpoint({
  ...certificateWrites,
  method: 'post',
  paths: ['/accounts/certificates_and_diplomas/'],
  summary: 'Upload a certificate or diploma (image or PDF) to one’s own profile',
  body: certificateCreateSchema,
  bodyType: 'multipart',
  responses: {
    201: { description: 'Created', schema: certificateSchema },
    404: notYours,
  },
});

export const updateCertificate = endpoint({
  ...certificateWrites,
  method: 'patch',
  paths: [ACCOUNTS_CERTIFICATES_AND_DIPLOMAS_BY_ID_PATH],
  summary: 'Show or hide a certificate on the public page',
  body: certificatePatchSchema,
  responses: {
    200: { description: 'Saved', schema: certificateSchema },
    404: notYours,
  },
});

export const deleteCertificate = endpoint({
  ...certificateWrites,
  method: 'delete',
  paths: [ACCOUNTS_CERTIFICATES_AND_DIPLOMAS_BY_ID_PATH],
  summary: 'Delete an uploaded certificate (a course certificate the academy issued stays)',
  responses: {
    204: { description: 'Deleted' },
    403: { description: 'A course certificate', schema: errorResponseSchema },
    404: notYours,
  },
});

export const addSlide = endpoint({
  ...slideWrites,
  method: 'post',
  paths: ['/accounts/slide_after_before/'],
  summary: 'Add a before/after work slide to one’s own profile (`user` = profile id)',
  body: workSlideCreateSchema,
  responses: {
    201: { description: 'Created', schema: workSlideSchema },
    404: notYours,
  },
});

export const updateSlide = endpoint({
  ...slideWrites,
  method: 'patch',
  paths: [ACCOUNTS_SLIDE_AFTER_BEFORE_BY_ID_PATH],
  summary: 'Edit a work slide; the image only when a new one is sent',
  body: workSlidePatchSchema,
  responses: {
    200: { description: 'Saved', schema: workSlideSchema },
    404: notYours,
  },
});

export const deleteSlide = endpoint({
  tag: 'accounts',
  auth: 'token',
  invalidates: ['experts'],
  method: 'delete',
  paths: [ACCOUNTS_SLIDE_AFTER_BEFORE_BY_ID_PATH],
  summary: 'Delete a work slide',
  responses: { 204: { description: 'Deleted' }, 404: notYours },
});
