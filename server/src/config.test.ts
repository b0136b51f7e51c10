import { ConfigError, databaseUrls, loadConfig } from './config';
import os from 'node:os';

const base = { DATA_DIR: os.tmpdir(), JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig(base);
    expect(c).toMatchObject({
      PORT: 4000,
      JWT_TTL: 8 * 3600,
      MAX_UPLOAD_MB: 5,
      SEED_DEMO: true,
      introspection: true,
      GRAPHQL_MAX_ALIASES: 15,
      GRAPHQL_MAX_DEPTH: 8,
      GRAPHQL_MAX_TOKENS: 2000,
      GRAPHQL_MAX_COST: 5000,
      REST_LIST_CAP: 1000,
    });
  });

  it('parses durations and booleans', () => {
    const c = loadConfig({
      ...base,
      JWT_TTL: '30m',
      SEED_DEMO: 'false',
      GRAPHQL_INTROSPECTION: 'false',
    });
    expect(c).toMatchObject({ JWT_TTL: 1800, SEED_DEMO: false, introspection: false });
  });

  it('refuses production without JWT_SECRET and DATABASE_URL, naming both', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: os.tmpdir() })).toThrow(
      /NODE_ENV=production requires JWT_SECRET and DATABASE_URL/,
    );
  });

  it('turns introspection off in production unless asked', () => {
    const prod = {
      NODE_ENV: 'production',
      JWT_SECRET: 'y'.repeat(40),
      DATABASE_URL: 'postgres://u:p@db/app',
    };
    expect(loadConfig(prod).introspection).toBe(false);
    expect(loadConfig({ ...prod, GRAPHQL_INTROSPECTION: 'true' }).introspection).toBe(true);
  });

  it('lists every invalid variable', () => {
    try {
      loadConfig({ ...base, PORT: 'eighty', JWT_TTL: 'soon', DATABASE_URL: 'mysql://x' });
      throw new Error('expected a ConfigError');
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toMatch(/PORT/);
      expect((err as Error).message).toMatch(/JWT_TTL/);
      expect((err as Error).message).toMatch(/DATABASE_URL/);
    }
  });
});

describe('the two database roles', () => {
  const app = 'postgres://drw_app:a@db/digitalride';
  const owner = 'postgres://digitalride:o@db/digitalride';

  it('migrates as MIGRATION_DATABASE_URL and serves as DATABASE_URL; one URL does both', () => {
    const two = loadConfig({ ...base, DATABASE_URL: app, MIGRATION_DATABASE_URL: owner });
    expect(databaseUrls(two)).toEqual({ owner, app });
    expect(databaseUrls(loadConfig({ ...base, DATABASE_URL: app }))).toEqual({ owner: app, app });
    // Embedded: it makes its own two.
    expect(databaseUrls(loadConfig(base))).toBeUndefined();
  });

  it('refuses MIGRATION_DATABASE_URL without DATABASE_URL, or one that is not postgres://', () => {
    expect(() => loadConfig({ ...base, MIGRATION_DATABASE_URL: owner })).toThrow(
      /MIGRATION_DATABASE_URL requires DATABASE_URL/,
    );
    expect(() =>
      loadConfig({ ...base, DATABASE_URL: app, MIGRATION_DATABASE_URL: 'mysql://x' }),
    ).toThrow(/MIGRATION_DATABASE_URL: must be a postgres:\/\/ URL/);
  });
});

describe('object storage settings', () => {
  const s3 = {
    ...base,
    STORAGE: 's3',
    S3_ENDPOINT: 'http://minio:9000',
    S3_BUCKET: 'uploads',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
  };
  it('defaults to the local disk and accepts a complete S3 setting', () => {
    expect(loadConfig(base).STORAGE).toBe('local');
    expect(loadConfig(s3)).toMatchObject({ STORAGE: 's3', S3_REGION: 'us-east-1' });
  });
  it('refuses STORAGE=s3 without its endpoint, bucket and keys, naming them', () => {
    expect(() => loadConfig({ ...s3, S3_BUCKET: '', S3_SECRET_ACCESS_KEY: undefined })).toThrow(
      /STORAGE=s3 requires S3_BUCKET, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3, S3_BUCKET: 'b' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base, STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });
});
