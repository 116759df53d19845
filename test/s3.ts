/**
 * A real S3-compatible server on 127.0.0.1 for tests: s3rver (from the npm registry, run by
 * test/s3rver.cjs in its own process), keeping its objects in a temporary folder, with one bucket.
 *
 *   const s3 = await startS3();                       // in beforeAll
 *   const storage = s3.storage('some-prefix');        // an S3FileStorage on its own key prefix
 *   Object.assign(process.env, s3.env('prefix'));     // or the app's settings for it
 *   await s3.close();                                 // in afterAll
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { S3FileStorage, type S3Options } from '../lib/storage/s3';

const BUCKET = 'kinglife-test';
/** s3rver's own key pair. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * `directory` and `port` given: the server started again on the objects and the port it had (the
 * fault suite stops it and starts it again); otherwise a new folder and a free port.
 */
export async function startS3(again?: { directory: string; port: number }) {
  const directory = again?.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kinglife-s3-'));
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      path.join(__dirname, 's3rver.cjs'),
      directory,
      BUCKET,
      String(again?.port ?? 0),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(Number(out.trim()));
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before it listened`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const exited = once(child, 'exit');
  return {
    endpoint,
    directory,
    port,
    bucket: BUCKET,
    /** The bucket on this server under its own key prefix, so tests sharing it do not see each other's files. */
    options(prefix: string): S3Options {
      return {
        bucket: BUCKET,
        prefix: `${prefix}/`,
        region: 'us-east-1',
        endpoint,
        credentials: CREDENTIALS,
      };
    },
    storage(prefix: string) {
      return new S3FileStorage(this.options(prefix));
    },
    /** The settings that put the app's files on this server under `prefix`. */
    env(prefix: string): Record<string, string> {
      return {
        STORAGE_URL: `s3://${BUCKET}/${prefix}`,
        S3_ENDPOINT: endpoint,
        AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
        AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      };
    },
    /** The name of every object in the bucket under `prefix`/ (the names include it). */
    async objectNames(prefix: string): Promise<string[]> {
      const client = new S3Client({
        region: 'us-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: CREDENTIALS,
      });
      try {
        const { Contents = [] } = await client.send(
          new ListObjectsV2Command({ Bucket: BUCKET, Prefix: `${prefix}/` }),
        );
        return Contents.map((object) => object.Key ?? '');
      } finally {
        client.destroy();
      }
    },
    /** Stops the server, keeping its objects (for `startS3({ directory, port })`). */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.stdin.end();
        await exited;
      }
    },
    async close() {
      await this.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type TestS3 = Awaited<ReturnType<typeof startS3>>;
