import type { AnswerIn } from '@academy/contract/endpoint';
import type { backOfficeSiteEndpoints as site } from '@academy/contract/endpoints';
import type { Db } from '../../db/client';
import { regionInfo } from '../../db/schema';
import type { BodyOf } from '../../lib/route';
import { firstRow, saveSiteRecord } from './site-record.service';

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

export async function readRegions(db: Db): Promise<RegionsView> {
  return regionsView(await firstRow(db, regionInfo));
}

/** Saves the row `/get-phone/` answers first. */
export async function saveRegions(
  db: Db,
  actorId: number,
  body: BodyOf<typeof site.saveRegions>,
): Promise<RegionsView> {
  const row = await saveSiteRecord(db, regionInfo, {
    actorId,
    entity: 'region_info',
    values: {
      phoneMd: body.phone_md,
      phoneRo: body.phone_ro,
      phoneRu: body.phone_ru,
      phoneEu: body.phone_eu,
      addressMd: body.address_md,
      addressRo: body.address_ro,
      addressRu: body.address_ru,
      addressEu: body.address_eu,
    },
  });
  return regionsView(row);
}
