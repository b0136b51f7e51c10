import { ConfigError, loadConfig } from './config';
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
