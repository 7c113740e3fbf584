import type { BodyIn } from '@academy/contract/endpoint';
import { backOfficeSiteEndpoints as endpoints } from '@academy/contract/endpoints';
import { call } from './call';
import { refusingFields } from './field-refusal';

export type AboutBody = BodyIn<typeof endpoints.saveAbout>;
export type AuthorBody = BodyIn<typeof endpoints.saveAuthor>;
export type RegionsBody = BodyIn<typeof endpoints.saveRegions>;
export type LegalUpload = BodyIn<typeof endpoints.uploadLegalDocument>;

/**
 * The back office's site page calls (issue 27): about, the author and her diplomas, the regions'
 * contacts and the legal PDFs, for editors and admins. A save's refusals reject as field
 * refusals, shown at their fields.
 */
export const adminSite = {
  about: () => call(endpoints.about),
  saveAbout: (body: AboutBody) => refusingFields(call(endpoints.saveAbout, { body })),
  author: () => call(endpoints.author),
  saveAuthor: (body: AuthorBody) => refusingFields(call(endpoints.saveAuthor, { body })),
  addDiploma: (imageId: number) =>
    refusingFields(call(endpoints.addDiploma, { body: { image_id: imageId } })),
  removeDiploma: (id: number) => call(endpoints.removeDiploma, { params: { id } }),
  regions: () => call(endpoints.regions),
  saveRegions: (body: RegionsBody) => refusingFields(call(endpoints.saveRegions, { body })),
  legalDocuments: () => call(endpoints.legalDocuments),
  /** A PDF refused by its bytes, or a slot that does not exist, rejects as a field refusal. */
  uploadLegal: (upload: LegalUpload) =>
    refusingFields(call(endpoints.uploadLegalDocument, { body: upload })),
  removeLegal: (id: number) => call(endpoints.removeLegalDocument, { params: { id } }),
};
