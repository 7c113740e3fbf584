import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeSiteEndpoints as site } from '@academy/contract/endpoints';
import { regionInfo } from '../../db/schema';
import type { BodyOf } from '../../lib/route';
import { siteRecord } from './site-record.service';

/** The regions' phones and addresses (spec 3, Region info), as the back office edits them. */

type RegionsView = AnswerIn<typeof site.regions>;

const regionsView = (row: typeof regionInfo.$inferSelect | undefined): RegionsView => ({
  phone_md: row?.phoneMd ?? '',
  phone_ro: row?.phoneRo ?? '',
  phone_ru: row?.phoneRu ?? '',
  phone_eu: row?.phoneEu ?? '',
  address_md: row?.addressMd ?? '',
  address_ro: row?.addressRo ?? '',
  address_ru: row?.addressRu ?? '',
  address_eu: row?.addressEu ?? '',
});

/** The row `/get-phone/` answers first. */
export const regionsRecord = siteRecord({
  table: regionInfo,
  entity: 'region_info',
  view: regionsView,
  columns: (body: BodyOf<typeof site.saveRegions>) => ({
    phoneMd: body.phone_md,
    phoneRo: body.phone_ro,
    phoneRu: body.phone_ru,
    phoneEu: body.phone_eu,
    addressMd: body.address_md,
    addressRo: body.address_ro,
    addressRu: body.address_ru,
    addressEu: body.address_eu,
  }),
});
