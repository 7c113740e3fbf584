import { certificateVerificationSchema, errorResponseSchema } from '..';
import { endpoint } from '../endpoint';

export const verify = endpoint({
  method: 'get',
  paths: ['/{lang}/certificates/verify/{code}/'],
  summary: 'Public verification of a course certificate by its code: holder, course and date only',
  tag: 'certificates',
  auth: 'none',
  designed: true,
  rateLimit: 'certificate_verify',
  responses: {
    200: { description: 'The certificate', schema: certificateVerificationSchema },
    404: { description: 'Unknown code', schema: errorResponseSchema },
  },
});

export const pdf = endpoint({
  method: 'get',
  paths: ['/certificates/{code}.pdf'],
  summary: 'The course certificate as a PDF (made by the server), for its holder only',
  tag: 'certificates',
  auth: 'token',
  designed: true,
  responses: {
    200: { description: 'The PDF', file: 'application/pdf' },
    404: { description: 'Unknown code or not yours', schema: errorResponseSchema },
  },
});
