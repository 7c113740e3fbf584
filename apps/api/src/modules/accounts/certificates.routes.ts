import { accountsEndpoints } from '@academy/contract/endpoints';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { route } from '../../lib/route';
import { saveUpload, uploadTarget } from '../../lib/uploads';
import { addCertificate, deleteCertificate, showCertificate } from './certificates.service';

export const certificatesRoutes = new Hono<AppEnv>();

const CERTIFICATE_FILE = { field: 'image', folder: 'certificates', allowPdf: true };

route(certificatesRoutes, accountsEndpoints.addCertificate, async (c, { db, body, user, json }) => {
  const store = () => saveUpload(uploadTarget(c), body.image, CERTIFICATE_FILE);
  return json(await addCertificate(db, user.id, body, store), 201);
});

route(
  certificatesRoutes,
  accountsEndpoints.updateCertificate,
  async (_c, { db, id, body, user, json }) =>
    json(await showCertificate(db, user.id, id, body.show)),
);

route(
  certificatesRoutes,
  accountsEndpoints.deleteCertificate,
  async (_c, { db, id, user, empty }) => {
    await deleteCertificate(db, user.id, id);
    return empty();
  },
);
