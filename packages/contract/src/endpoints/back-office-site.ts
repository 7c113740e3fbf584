import {
  aboutBodySchema,
  authorBodySchema,
  diplomaBodySchema,
  diplomaSchema,
  legalDocumentListSchema,
  legalDocumentSchema,
  legalDocumentUploadSchema,
  regionInfoBodySchema,
  siteAboutSchema,
  siteAuthorSchema,
  siteRegionsSchema,
} from '../back-office/site';
import { endpoint } from '../endpoint';
import { authoringCall, noSuch, refusal } from './back-office-shared';

/** The paths several methods of this file share, each written once. */
const ADMIN_SITE_ABOUT_PATH = '/admin/site/about/';
const ADMIN_SITE_AUTHOR_PATH = '/admin/site/author/';
const ADMIN_SITE_REGIONS_PATH = '/admin/site/regions/';
const ADMIN_LEGAL_DOCUMENTS_PATH = '/admin/legal-documents/';

/**
 * The back office's calls for about, the author and her diplomas, regions and legal PDFs
 * (issue 27), each declared once with its staff roles. A save clears what the public pages read:
 * `content` (about, author, region info, and the pages drawn from them), `courses` for the
 * author (a course page shows its instructor).
 */
const missing = noSuch('record');

export const about = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_SITE_ABOUT_PATH],
  summary: "The about page's title, short text and mission in the five languages",
  responses: { 200: { description: 'The texts', schema: siteAboutSchema } },
});

export const saveAbout = endpoint({
  ...authoringCall,
  method: 'put',
  paths: [ADMIN_SITE_ABOUT_PATH],
  summary: 'Saves the about texts (the short text and the mission are rich text, sanitized)',
  body: aboutBodySchema,
  invalidates: ['content'],
  responses: { 200: { description: 'Saved, as stored', schema: siteAboutSchema } },
});

export const author = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_SITE_AUTHOR_PATH],
  summary: "The author's texts in the five languages, her photo and her diploma gallery",
  responses: { 200: { description: 'The author', schema: siteAuthorSchema } },
});

export const saveAuthor = endpoint({
  ...authoringCall,
  method: 'put',
  paths: [ADMIN_SITE_AUTHOR_PATH],
  summary: "Saves the author's texts, and her photo when `image_id` names an author photo",
  body: authorBodySchema,
  invalidates: ['content', 'courses'],
  responses: { 200: { description: 'Saved, as stored', schema: siteAuthorSchema } },
});

export const addDiploma = endpoint({
  ...authoringCall,
  method: 'post',
  paths: ['/admin/site/author/diplomas/'],
  summary: "Adds a diploma (an image uploaded as `diploma`) at the end of the author's gallery",
  body: diplomaBodySchema,
  invalidates: ['content'],
  responses: {
    201: { description: 'Added', schema: diplomaSchema },
    409: refusal('No author saved yet'),
  },
});

export const removeDiploma = endpoint({
  ...authoringCall,
  method: 'delete',
  paths: ['/admin/site/author/diplomas/{id}/'],
  summary: 'Takes a diploma out of the gallery',
  invalidates: ['content'],
  responses: { 204: { description: 'Removed' }, ...missing },
});

export const regions = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_SITE_REGIONS_PATH],
  summary: 'The phones and addresses of Moldova, Romania, Russia and Europe (Region info)',
  responses: { 200: { description: 'Region info', schema: siteRegionsSchema } },
});

export const saveRegions = endpoint({
  ...authoringCall,
  method: 'put',
  paths: [ADMIN_SITE_REGIONS_PATH],
  summary:
    'Saves the phones (country code and digits) and addresses the public region info answers',
  body: regionInfoBodySchema,
  invalidates: ['content'],
  responses: { 200: { description: 'Saved, as stored', schema: siteRegionsSchema } },
});

export const legalDocuments = endpoint({
  ...authoringCall,
  method: 'get',
  paths: [ADMIN_LEGAL_DOCUMENTS_PATH],
  summary:
    'Every legal PDF by kind, region and language: uploaded, or the document shipped with the server',
  responses: { 200: { description: 'The documents', schema: legalDocumentListSchema } },
});

export const uploadLegalDocument = endpoint({
  ...authoringCall,
  method: 'post',
  paths: [ADMIN_LEGAL_DOCUMENTS_PATH],
  summary:
    'Uploads a legal PDF (checked by size and its bytes) for a kind, region and language; its public paths serve it from now on, replacing the one before',
  body: legalDocumentUploadSchema,
  bodyType: 'multipart',
  responses: { 200: { description: 'Served from now on', schema: legalDocumentSchema } },
});

export const removeLegalDocument = endpoint({
  ...authoringCall,
  method: 'delete',
  paths: ['/admin/legal-documents/{id}/'],
  summary: 'Removes an uploaded legal PDF: its paths serve the shipped document again',
  responses: {
    200: { description: 'Back to the shipped one', schema: legalDocumentSchema },
    ...missing,
  },
});
