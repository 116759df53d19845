/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …), so that several app servers share
 * one set of uploads: `<prefix>public/…` and `<prefix>private/…`. Nothing in the bucket needs to
 * be public: the app reads every file itself (/media for images, staff downloads for résumés).
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileStorage, ListedFile, StoredFile } from './types';
import { assertStorageKey, isStorageKey, type Visibility } from './keys';

export interface S3Location {
  bucket: string;
  /** '' or a path ending in '/', put before every storage key. */
  prefix: string;
}

export interface S3Options extends S3Location {
  region: string;
  /** An S3-compatible server such as MinIO, addressed path-style (`<endpoint>/<bucket>/<key>`). */
  endpoint?: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
}

/** `s3://<bucket>[/<prefix>]` (checked by lib/env.ts) → the bucket and the key prefix. */
export function parseStorageUrl(url: string): S3Location {
  const [bucket, ...path] = url.replace(/^s3:\/\//, '').split('/');
  const prefix = path.filter(Boolean).join('/');
  return { bucket, prefix: prefix ? `${prefix}/` : '' };
}

/** The client for the uploads' bucket and the backups' (lib/backup/offsite.ts). */
export function s3Client({ region, endpoint, credentials }: Omit<S3Options, keyof S3Location>): S3Client {
  return new S3Client({
    region,
    endpoint,
    forcePathStyle: endpoint !== undefined,
    // Given, so the SDK never looks for others (a metadata service over the network, a profile).
    credentials,
    // Checksums only where an operation requires one: S3-compatible servers differ in which of
    // the SDK's newer default checksums they accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A server that stops answering (to connect, or in mid-answer) fails the request instead
    // of holding it, and the visitor's request with it, forever.
    requestHandler: { connectionTimeout: 5_000, socketTimeout: 30_000 },
  });
}

export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor({ bucket, prefix, ...connection }: S3Options) {
    this.bucket = bucket;
    this.prefix = prefix;
    this.client = s3Client(connection);
  }

  private objectKey(key: string): string {
    assertStorageKey(key);
    return this.prefix + key;
  }

  async save(key: string, bytes: Uint8Array): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.objectKey(key),
      Body: bytes,
      ContentLength: bytes.byteLength,
      // A conditional write: the server refuses (412) when the key exists, even when two app
      // servers write at the same moment, so a stored file is never replaced.
      IfNoneMatch: '*',
    });
    try {
      await this.client.send(command);
    } catch (error) {
      // 409: another conditional write to the same key was in progress.
      const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
      if (status === 412 || status === 409) {
        throw new Error(`A file is already stored under ${key}`, { cause: error });
      }
      throw error;
    }
  }

  async read(key: string): Promise<StoredFile | null> {
    const command = new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) });
    const answer = await this.client.send(command).catch((error: unknown) => {
      if (error instanceof NoSuchKey) return null;
      throw error;
    });
    if (!answer) return null;
    const stream = answer.Body?.transformToWebStream() as ReadableStream<Uint8Array> | undefined;
    if (!stream || answer.ContentLength === undefined) {
      await stream?.cancel();
      throw new Error(`The storage sent ${key} without its length`);
    }
    return { stream, size: answer.ContentLength };
  }

  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async delete(key: string): Promise<void> {
    // S3 answers a delete of a missing key with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async list(visibility: Visibility): Promise<ListedFile[]> {
    const files: ListedFile[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${this.prefix}${visibility}/`,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length);
        if (key && isStorageKey(key) && object.LastModified) {
          files.push({ key, modifiedAt: object.LastModified });
        }
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return files;
  }
}
