import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver, from the npm registry) with one bucket, and the S3_*
 * settings that point the API at it.
 */
export async function startS3Server() {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(join(tmpdir(), 'academy-s3-')),
    configureBuckets: [{ name: 'academy', configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'academy',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return { env, close: () => server.close() };
}
