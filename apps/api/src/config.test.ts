import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has safe defaults', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(8000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.defaultCountry).toBe('MD');
  });

  it('rejects a bad port or log level', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('MAIB payments', () => {
  const keys = { MAIB_PROJECT_ID: 'p', MAIB_PROJECT_SECRET: 's', MAIB_SIGNATURE_KEY: 'k' };

  it('offers no MAIB provider unless configured, and refuses half a configuration', () => {
    expect(loadConfig({}).maib).toBeNull();
    expect(() => loadConfig({ MAIB_PROJECT_ID: 'p' })).toThrow(/MAIB_PROJECT_SECRET/);
  });

  it('posts callbacks to the API under the public origin unless told otherwise', () => {
    const maib = loadConfig({ ...keys, PUBLIC_URL: 'https://shop.example/' }).maib;
    expect(maib?.apiUrl).toBe('https://api.maibmerchants.md/v1');
    expect(maib?.callbackUrl).toBe('https://shop.example/api/payments/maib/callback/');
    const local = loadConfig({ ...keys, MAIB_API_URL: 'http://127.0.0.1:9/v1/' }).maib;
    expect(local?.apiUrl).toBe('http://127.0.0.1:9/v1');
    expect(() => loadConfig({ ...keys, MAIB_CALLBACK_URL: 'nope' })).toThrow(/MAIB_CALLBACK_URL/);
  });
});

describe('the other settings of several processes', () => {
  it('reads TRUST_PROXY as a number of proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('keeps uploads in MEDIA_DIR unless the whole S3 configuration is given', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(loadConfig({ MEDIA_DIR: '/srv/media' }).mediaDir).toBe('/srv/media');
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    const s3 = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'academy',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    }).s3;
    expect(s3).toMatchObject({ bucket: 'academy', region: 'us-east-1' });
  });
});
