import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { isObjectName, type Area, type ObjectInfo, type Storage } from './store';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Any S3-compatible store (MinIO, AWS, R2, …): one bucket, `public/` and `private/` key prefixes.
 * Nothing is ever made public on the bucket itself: the app serves public images and an admin
 * route serves documents, so both stay behind the same rules whichever store is used.
 */
export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly s: S3Settings) {
    this.client = new S3Client({
      endpoint: s.endpoint,
      region: s.region,
      credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
      // Bucket in the path: MinIO and most self-hosted stores have no per-bucket host names.
      forcePathStyle: true,
      // Only the checksums S3 requires: not every compatible store knows the newer CRC headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.s.bucket }));
    } catch (err) {
      throw new Error(
        `The object store at ${this.s.endpoint} has no usable bucket "${this.s.bucket}": ${describe(err)}`,
        { cause: err },
      );
    }
  }

  async put(area: Area, name: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.s.bucket,
        Key: key(area, name),
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async putFile(area: Area, name: string, file: string, contentType: string): Promise<void> {
    const { size } = await fsp.stat(file);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.s.bucket,
        Key: key(area, name),
        Body: fs.createReadStream(file),
        ContentLength: size,
        ContentType: contentType,
      }),
    );
  }

  async stat(area: Area, name: string): Promise<ObjectInfo | null> {
    if (!isObjectName(name)) return null;
    try {
      const h = await this.client.send(
        new HeadObjectCommand({ Bucket: this.s.bucket, Key: key(area, name) }),
      );
      return {
        size: h.ContentLength ?? 0,
        contentType: h.ContentType ?? 'application/octet-stream',
        modified: h.LastModified ?? new Date(0),
        etag: h.ETag ?? `"${h.ContentLength}"`,
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async read(area: Area, name: string, range?: { start: number; end: number }) {
    if (!isObjectName(name)) return null;
    try {
      const got = await this.client.send(
        new GetObjectCommand({
          Bucket: this.s.bucket,
          Key: key(area, name),
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return got.Body as Readable;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async remove(area: Area, name: string): Promise<void> {
    await this.client.send(
      new DeleteObjectCommand({ Bucket: this.s.bucket, Key: key(area, name) }),
    );
  }

  async list(area: Area): Promise<string[]> {
    const names: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.s.bucket,
          Prefix: `${area}/`,
          ContinuationToken: token,
        }),
      );
      for (const o of page.Contents ?? []) if (o.Key) names.push(o.Key.slice(area.length + 1));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return names.sort();
  }

  close(): void {
    this.client.destroy();
  }
}

const key = (area: Area, name: string) => `${area}/${name}`;

function isMissing(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NotFound' || err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)
  );
}

function describe(err: unknown): string {
  if (err instanceof S3ServiceException) return `${err.name} (${err.$metadata.httpStatusCode})`;
  return err instanceof Error ? err.message : String(err);
}
