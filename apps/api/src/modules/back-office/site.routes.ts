import { backOfficeSiteEndpoints as site } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { deleteRoute, route } from '../../lib/route';
import { uploadTarget } from '../../lib/uploads';
import { aboutRecord } from './site-about.service';
import { addDiploma, readAuthor, removeDiploma, saveAuthor } from './site-author.service';
import { listLegalDocuments, removeLegalDocument, uploadLegalDocument } from './site-legal.service';
import { regionsRecord } from './site-regions.service';

/** Authoring of about, the author and her diplomas, regions and legal PDFs (issue 27): handlers of the contract's `backOfficeSiteEndpoints`. */
export const backOfficeSiteRoutes = new Hono<AppEnv>();

route(backOfficeSiteRoutes, site.about, async (_c, { db, json }) =>
  json(await aboutRecord.read(db)),
);

route(backOfficeSiteRoutes, site.saveAbout, async (_c, { db, user, body, json }) =>
  json(await aboutRecord.save(db, user.id, body)),
);

route(backOfficeSiteRoutes, site.author, async (_c, { db, json }) => json(await readAuthor(db)));

route(backOfficeSiteRoutes, site.saveAuthor, async (_c, { db, user, body, json }) =>
  json(await saveAuthor(db, user.id, body)),
);

route(backOfficeSiteRoutes, site.addDiploma, async (_c, { db, user, body, json }) =>
  json(await addDiploma(db, user.id, body), 201),
);

deleteRoute(backOfficeSiteRoutes, site.removeDiploma, removeDiploma);

route(backOfficeSiteRoutes, site.regions, async (_c, { db, json }) =>
  json(await regionsRecord.read(db)),
);

route(backOfficeSiteRoutes, site.saveRegions, async (_c, { db, user, body, json }) =>
  json(await regionsRecord.save(db, user.id, body)),
);

route(backOfficeSiteRoutes, site.legalDocuments, async (_c, { db, json }) =>
  json(await listLegalDocuments(db)),
);

route(backOfficeSiteRoutes, site.uploadLegalDocument, async (c, { db, user, body, json }) =>
  json(await uploadLegalDocument(db, uploadTarget(c), user.id, body)),
);

route(backOfficeSiteRoutes, site.removeLegalDocument, async (c, { db, user, id, json }) =>
  json(await removeLegalDocument(db, uploadTarget(c).storage, user.id, id)),
);
