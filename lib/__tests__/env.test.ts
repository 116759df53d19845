import fs from 'node:fs';
import path from 'node:path';
import { dataDir, ENV_NAMES, EnvError, readEnv } from '../env';

it('gives the defaults for a bare environment', () => {
  const settings = readEnv({ NODE_ENV: 'test' });
  expect(settings).toMatchObject({
    DATA_DIR: 'data',
    SITE_URL: 'http://localhost:3000',
    DATABASE_POOL_SIZE: 5,
    MAIL_FROM: 'Kinglife LLC <no-reply@kinglifellc.com>',
  });
  expect(settings.DATABASE_URL).toBeUndefined();
  expect(dataDir(settings)).toBe(`${process.cwd()}/data`);
});

it('treats an empty value as unset', () => {
  expect(readEnv({ NODE_ENV: 'test', SITE_URL: '', SMTP_URL: '' })).toMatchObject({
    SITE_URL: 'http://localhost:3000',
    SMTP_URL: undefined,
  });
});

it('reads numbers and flags', () => {
  expect(readEnv({ NODE_ENV: 'test', DATABASE_POOL_SIZE: '12', HSTS: '0' })).toMatchObject({
    DATABASE_POOL_SIZE: 12,
    HSTS: '0',
  });
});

const BUCKET_URL =
  'must be s3://<bucket>[/<prefix>] (a bucket name of 3–63 lowercase letters, digits, dots or dashes)';

it.each([
  ['SITE_URL', 'www.example.com', 'must be a http(s):// URL'],
  ['DATABASE_URL', 'mysql://db/kinglife', 'must be a postgres:// URL'],
  ['DATABASE_POOL_SIZE', 'many', 'must be a number'],
  ['SMTP_URL', 'http://mail.example.com', 'must be a smtp:// or smtps:// URL'],
  ['HSTS', 'yes', 'must be 0 or 1'],
  ['SESSION_COOKIE_SECURE', 'true', 'must be 0 or 1'],
  ['ADMIN_EMAIL', 'admin', 'must be an e-mail address'],
  ['ADMIN_PASSWORD', 'abc', 'must be at least 6 characters'],
  ['PORT', '80a', 'must be a port number'],
  ['REDIS_URL', 'localhost:6379', 'must be a redis:// or rediss:// URL'],
  ['STORAGE_URL', 'https://kinglife-files.s3.amazonaws.com', BUCKET_URL],
  ['STORAGE_URL', 's3://Kinglife_Files', BUCKET_URL],
  ['STORAGE_URL', 's3://kinglife/../other', BUCKET_URL],
  ['S3_ENDPOINT', '127.0.0.1:9000', 'must be a http(s):// URL'],
  ['S3_REGION', 'EU Central', 'must be a region name such as us-east-1'],
])('refuses %s=%s with its name and the reason', (name, value, reason) => {
  let error: unknown;
  try {
    readEnv({ NODE_ENV: 'test', [name]: value });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(EnvError);
  expect((error as EnvError).message).toContain(`${name}: ${reason} (got "${value}")`);
});

it('lists every bad variable at once', () => {
  expect(() => readEnv({ NODE_ENV: 'test', SITE_URL: 'nope', HSTS: '2' })).toThrow(/SITE_URL[\s\S]*HSTS/);
});

it('reads the CDN purge setting, and wants a token for an API that needs one', () => {
  expect(readEnv({ NODE_ENV: 'test', CDN_PURGE: 'varnish:http://127.0.0.1:6081' }).CDN_PURGE).toBe(
    'varnish:http://127.0.0.1:6081',
  );
  expect(
    readEnv({
      NODE_ENV: 'test',
      CDN_PURGE: 'fastly:SU1Z0isxPaozGVKXdv0eY',
      CDN_PURGE_TOKEN: 'a-fastly-token',
    }).CDN_PURGE,
  ).toBe('fastly:SU1Z0isxPaozGVKXdv0eY');
  expect(() => readEnv({ NODE_ENV: 'test', CDN_PURGE: 'akamai:x' })).toThrow(
    /CDN_PURGE: must be varnish:<URL>, fastly:<service id>/,
  );
  expect(() => readEnv({ NODE_ENV: 'test', CDN_PURGE: 'cloudflare:023e105f4ecef8ad' })).toThrow(
    /CDN_PURGE_TOKEN: must be set/,
  );
});

describe('files on S3-compatible storage', () => {
  const keys = { AWS_ACCESS_KEY_ID: 'minio-user', AWS_SECRET_ACCESS_KEY: 'minio-secret' };

  it('keeps the local folder when STORAGE_URL is unset, and reads a bucket, a prefix and an endpoint', () => {
    const bare = readEnv({ NODE_ENV: 'test' });
    expect(bare.STORAGE_URL).toBeUndefined();
    expect(bare.S3_REGION).toBe('us-east-1');
    expect(
      readEnv({
        NODE_ENV: 'test',
        STORAGE_URL: 's3://kinglife-files/site/prod',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'eu-central-1',
        ...keys,
      }),
    ).toMatchObject({
      STORAGE_URL: 's3://kinglife-files/site/prod',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      ...keys,
    });
  });

  it('wants both access keys with STORAGE_URL, and names each one missing', () => {
    expect(() => readEnv({ NODE_ENV: 'test', STORAGE_URL: 's3://kinglife' })).toThrow(
      /AWS_ACCESS_KEY_ID: must be set with STORAGE_URL[\s\S]*AWS_SECRET_ACCESS_KEY: must be set with STORAGE_URL/,
    );
    expect(() =>
      readEnv({ NODE_ENV: 'test', STORAGE_URL: 's3://kinglife', AWS_ACCESS_KEY_ID: 'minio-user' }),
    ).toThrow(/AWS_SECRET_ACCESS_KEY: must be set with STORAGE_URL/);
  });

  it('wants AUTH_SECRET with REDIS_URL: several servers must sign links and seal secrets alike', () => {
    expect(() => readEnv({ NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(
      /AUTH_SECRET: must be set with REDIS_URL/,
    );
    expect(
      readEnv({ NODE_ENV: 'test', REDIS_URL: 'redis://127.0.0.1:6379', AUTH_SECRET: 'x'.repeat(32) }),
    ).toMatchObject({ REDIS_URL: 'redis://127.0.0.1:6379' });
  });

  it('refuses an S3_ENDPOINT without STORAGE_URL (the files would quietly stay in the local folder)', () => {
    expect(() => readEnv({ NODE_ENV: 'test', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT: only used with STORAGE_URL/,
    );
  });
});

it('documents every setting in .env.example and the README, and names nothing else there', () => {
  const root = path.resolve(__dirname, '../..');
  const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
  const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
  const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
  // Read by Next itself (HOSTNAME), by compose.yaml only or by the tests only, not by lib/env.ts.
  const notInSchema = [
    'HOSTNAME',
    'POSTGRES_PASSWORD',
    'MINIO_PASSWORD',
    'TEST_DATABASE_URL',
    'CHROMIUM_PATH',
  ];
  const settings = ENV_NAMES.filter((name) => name !== 'NODE_ENV');
  expect([...listed].sort()).toEqual([...settings, ...notInSchema].sort());
  for (const name of settings) expect(readme).toContain(`| \`${name}\``);
});
