import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Config } from '../../config/env';
import { StorageDriver, StorageStartError } from './storage-driver.types';

/** The client every S3-protocol provider accepts: AWS S3, MinIO, Cloudflare R2, Backblaze B2. */
export function s3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint ?? undefined,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: config.accessKeyId && config.secretAccessKey ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } : undefined,
    // The SDK's default (a CRC32 checksum on every request and response) is refused or mishandled by
    // several S3-compatible stores; checksums only where the API requires them works on all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata?.httpStatusCode : undefined);

/** Files in one private bucket, shared by every instance. Nothing in it is public: the app reads and serves each file after its own checks. */
export class S3StorageDriver implements StorageDriver {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = s3Client(config);
  }

  async check(): Promise<void> {
    const where = `S3 bucket "${this.config.bucket}" at ${this.config.endpoint ?? `AWS ${this.config.region}`}`;
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) throw new StorageStartError(`Storage: the ${where} does not exist; create it or correct S3_BUCKET`);
      if (status === 401 || status === 403) {
        throw new StorageStartError(
          `Storage: the ${where} refused the credentials (HTTP ${status}); check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and the bucket's policy`,
        );
      }
      const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new StorageStartError(`Storage: the ${where} cannot be reached (${status ? `HTTP ${status}` : why}); check S3_ENDPOINT and S3_REGION`);
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: bytes, ContentType: contentType }));
  }

  async get(key: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
      if (!(object.Body instanceof Readable)) throw new Error(`S3 answered GetObject ${key} without a body`);
      return object.Body;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  close(): void {
    this.client.destroy();
  }
}
