/**
 * Scheduled backups sent off this machine (BACKUP_URL=s3://<bucket>[/<prefix>]): each checked
 * archive is uploaded with its MD5, which the server checks, so the stored copy is the archive's
 * bytes or no copy at all; the bucket keeps the newest BACKUP_KEEP, as the folder does.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Env } from '../env';
import { s3ConnectionFor } from '../storage/configured';
import { parseStorageUrl, s3Client, type S3Location, type S3Options } from '../storage/s3';
import { beyondKeep } from './names';

export class BackupBucket {
  private readonly client: S3Client;
  private readonly location: S3Location;

  constructor({ bucket, prefix, ...connection }: S3Options) {
    this.location = { bucket, prefix };
    this.client = s3Client(connection);
  }

  /** Uploads the archive under its own name; resolves with the object's key once stored whole. */
  async upload(archive: string): Promise<string> {
    const Key = this.location.prefix + path.basename(archive);
    const { size } = await fs.stat(archive);
    const md5 = createHash('md5');
    for await (const chunk of createReadStream(archive)) md5.update(chunk as Buffer);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.location.bucket,
        Key,
        Body: createReadStream(archive),
        ContentLength: size,
        ContentMD5: md5.digest('base64'),
      }),
    );
    const stored = await this.client.send(new HeadObjectCommand({ Bucket: this.location.bucket, Key }));
    if (stored.ContentLength !== size)
      throw new Error(`${Key}: the bucket holds ${stored.ContentLength} bytes of ${size}`);
    return Key;
  }

  /** The archives in the bucket (their names, without the prefix). */
  async archives(): Promise<string[]> {
    const names: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.location.bucket,
          Prefix: this.location.prefix,
          ContinuationToken,
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.location.prefix.length);
        if (name && !name.includes('/')) names.push(name);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return names;
  }

  /** Removes the archives beyond the newest `keep` and the `weekly` (./names.ts); resolves with their names. */
  async keepNewest(keep: number, weekly = 0): Promise<string[]> {
    const removed = beyondKeep(await this.archives(), keep, weekly);
    for (const name of removed)
      await this.client.send(
        new DeleteObjectCommand({ Bucket: this.location.bucket, Key: this.location.prefix + name }),
      );
    return removed;
  }

  close(): void {
    this.client.destroy();
  }
}

/** The bucket BACKUP_URL names, on the S3 server the uploads use; undefined when unset. */
export function backupBucketFor(settings: Env): BackupBucket | undefined {
  if (!settings.BACKUP_URL) return undefined;
  return new BackupBucket({ ...parseStorageUrl(settings.BACKUP_URL), ...s3ConnectionFor(settings) });
}
