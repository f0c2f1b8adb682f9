// Uploaded files in an S3-compatible bucket (AWS S3, MinIO, s3rver), so that several instances share them. The
// keys are the local disk's (`public/...`, `private/...`); nothing is made publicly readable in the bucket: the
// app serves the public ones under the same `/uploads/...` URLs, and case files only through the admin call.
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertSafeKey, publicUrlOf, type FileStorage, type StoredFile } from './file-storage';
import { encryptObjectWrites } from './s3-encryption';

/** How long a readiness probe waits for the bucket before it reports it unreachable. */
const CHECK_TIMEOUT_MS = 5_000;

export class S3Storage implements FileStorage {
  readonly client: S3Client;
  readonly bucket: string;

  constructor(config: S3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
      // No CRC32 checksums or aws-chunked bodies unless an operation requires them: S3-compatible services
      // (s3rver, older MinIO) do not understand them, and the bodies here are whole buffers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An endpoint that swallows packets fails the request instead of holding it forever.
      requestHandler: { connectionTimeout: CHECK_TIMEOUT_MS },
    });
    encryptObjectWrites(this.client, config.serverSideEncryption);
  }

  async put(key: string, bytes: Uint8Array) {
    assertSafeKey(key);
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
  }

  async get(key: string) {
    const file = await this.open(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }

  async open(key: string): Promise<StoredFile | null> {
    assertSafeKey(key);
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      // In Node the SDK's body is the response stream itself (an IncomingMessage).
      const body = res.Body as Readable;
      return { body, size: Number(res.ContentLength ?? 0), lastModified: res.LastModified, etag: res.ETag };
    } catch (e) {
      if (isMissingKey(e)) return null;
      throw e;
    }
  }

  /** Deleting a key that is not there succeeds, as on S3 itself. */
  async delete(key: string) {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  publicUrl(key: string) {
    return publicUrlOf(key);
  }

  /** HeadBucket: the endpoint answers, the credentials are accepted and the bucket exists. */
  async check() {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    } catch (e) {
      const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const why =
        status === 404 ? 'does not exist' : status === 403 ? 'refuses these credentials' : `is not reachable (${(e as Error).name}: ${(e as Error).message})`;
      throw new Error(`S3 bucket "${this.bucket}" ${why}`, { cause: e });
    }
  }

  close() {
    this.client.destroy();
  }
}

/** A missing object (not a missing bucket: that is a configuration fault and stays an error). */
function isMissingKey(e: unknown) {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (err.name === 'NoSuchKey' || err.name === 'NotFound') return true;
  return err.$metadata?.httpStatusCode === 404 && err.name !== 'NoSuchBucket';
}
