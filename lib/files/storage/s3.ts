import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from './config';
import { assertPutAllowed, contentTypeOfKey, FILE_CACHE_CONTROL, isValidFileKey } from './keys';
import type { FileStorage, StoredFile, StoredFileStream } from './types';

type Sdk = typeof import('@aws-sdk/client-s3');
type Connection = { sdk: Sdk; client: S3Client };

/** One object of the bucket, as a listing gives it. */
export type BucketObject = { key: string; size: number };

/**
 * Files in a bucket of any S3-compatible service (AWS S3, Cloudflare R2, MinIO) through
 * @aws-sdk/client-s3. Keys are checked exactly as on the local disk, and the object key is the
 * file key itself. The SDK is loaded on first use, so a server on the local disk never loads it.
 */
export class S3FileStorage implements FileStorage {
  readonly bucket: string;
  private readonly settings: S3Settings;
  private connection: Promise<Connection> | null = null;

  constructor(settings: S3Settings) {
    this.settings = settings;
    this.bucket = settings.bucket;
  }

  private connect(): Promise<Connection> {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = this.settings;
      const client = new sdk.S3Client({
        endpoint,
        region,
        forcePathStyle,
        // Given, never looked up: the SDK's default chain would end at the instance metadata
        // service, a network call on every machine that is not an AWS one.
        credentials: { accessKeyId, secretAccessKey },
        // 'auto' would ask the instance metadata service too.
        defaultsMode: 'standard',
        // Checksums only where S3 demands them: several S3-compatible services refuse the
        // SDK's default CRC32 headers; SigV4 already signs the body's hash.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      });
      return { sdk, client };
    });
    return this.connection;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    assertPutAllowed(key, contentType);
    const { sdk, client } = await this.connect();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentType: contentType,
        // What the bucket or its CDN answers when browsers load the object directly.
        CacheControl: FILE_CACHE_CONTROL,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    const found = await this.fetchObject(key);
    if (!found) return null;
    const bytes = await found.body.transformToByteArray();
    return { bytes, contentType: found.contentType };
  }

  async open(key: string): Promise<StoredFileStream | null> {
    const found = await this.fetchObject(key);
    if (!found) return null;
    const body = found.body.transformToWebStream() as ReadableStream<Uint8Array>;
    return { body, contentType: found.contentType, size: found.size };
  }

  async delete(key: string): Promise<void> {
    if (!isValidFileKey(key)) return;
    const { sdk, client } = await this.connect();
    // S3 answers 204 for a key it does not have: deleting twice is fine.
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Every object of the bucket (or under `prefix`), page by page. */
  async *list(prefix?: string): AsyncGenerator<BucketObject> {
    const { sdk, client } = await this.connect();
    let token: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key !== undefined) yield { key: object.Key, size: object.Size ?? 0 };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Throws a clear error when the bucket cannot be reached (missing, or no permission). */
  async checkBucket(): Promise<void> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata;
      throw new Error(
        `bucket ${this.bucket} is not reachable (${status?.httpStatusCode ?? (error as Error).message})`,
        { cause: error },
      );
    }
  }

  /** Closes the client's connections (scripts and tests; the server keeps one client). */
  async close(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    if (connection) (await connection).client.destroy();
  }

  /** The object's body and the type of its key, or null when the bucket has no such key. */
  private async fetchObject(key: string) {
    const contentType = contentTypeOfKey(key);
    if (!contentType) return null;
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      return { body: answer.Body, contentType, size: answer.ContentLength ?? null };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }
}

/**
 * S3's 404 for a key (NoSuchKey; NotFound from a HEAD). A missing bucket is a 404 too, but a
 * configuration error that must surface, never a file that merely is not there.
 */
function isMissingObject(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchBucket') return false;
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
