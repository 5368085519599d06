import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { TEnv } from '../../config/env.js';
import { rangeHeader, type TByteRange } from '../../lib/byte-range.js';
import { StorageFault } from '../../lib/storage-errors.js';
import {
  assertMediaFolder,
  mediaContentType,
  type TMediaDownload,
  type TMediaStorage,
  type TStoredMedia,
} from './media-storage.js';

/** DeleteObjects takes at most this many keys per request. */
const DELETE_BATCH = 1000;
/** The object probe() writes and removes: outside every media folder, no media key's shape. */
const PROBE_KEY = 'probes/media-probe.txt';

type TS3Env = Pick<
  TEnv,
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

type TSdk = typeof S3Sdk;
/** One request: the SDK, the client and the bucket it is sent with. */
type TRequest<T> = (sdk: TSdk, client: S3Sdk.S3Client, bucket: string) => Promise<T>;

/**
 * Media in an S3-compatible store (AWS S3, MinIO, R2, B2…), shared by every server instance,
 * through `@aws-sdk/client-s3` (loaded on first use, decision 023). S3 replaces an object whole
 * on PUT, so a reader sees the old file or the new one, never a part. The content type served
 * is the key's own, whatever the store kept. A store that fails (5xx after the SDK's retries,
 * no answer, refused credentials) is thrown as a StorageFault; `full` when it says it has no
 * space (507, as MinIO answers on a full disk).
 */
export class S3Storage implements TMediaStorage {
  readonly #bucket: string;
  #client: Promise<{ sdk: TSdk; client: S3Sdk.S3Client }> | undefined;

  constructor(private readonly env: TS3Env & { S3_BUCKET: string }) {
    this.#bucket = env.S3_BUCKET;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const ContentType = mediaContentType(key);
    await this.#call((sdk, client, Bucket) =>
      client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType })),
    );
  }

  async get(key: string): Promise<TStoredMedia | undefined> {
    const contentType = mediaContentType(key);
    try {
      const answer = await this.#call((sdk, client, Bucket) =>
        client.send(new sdk.GetObjectCommand({ Bucket, Key: key })),
      );
      if (!answer.Body) return { bytes: Buffer.alloc(0), contentType };
      return { bytes: Buffer.from(await answer.Body.transformToByteArray()), contentType };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw asFault(error);
    }
  }

  /** GetObject with the Range header: the store sends only that part. */
  async open(key: string, range?: TByteRange): Promise<TMediaDownload | undefined> {
    const contentType = mediaContentType(key);
    const Range = range && rangeHeader(range);
    try {
      const answer = await this.#call((sdk, client, Bucket) =>
        client.send(new sdk.GetObjectCommand({ Bucket, Key: key, Range })),
      );
      const part = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? '');
      const size = part ? Number(part[3]) : (answer.ContentLength ?? 0);
      const span = part ? { start: Number(part[1]), end: Number(part[2]) } : undefined;
      const body = answer.Body instanceof Readable ? answer.Body : Readable.from([]);
      return { contentType, size, span, body };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      if (!range || !isInvalidRange(error)) throw error;
      // 416: the range covers none of the file, whose size the answer may not say.
      const head = await this.#head(key);
      return head && { contentType, size: head.ContentLength ?? 0, span: undefined, body: undefined };
    }
  }

  async has(key: string): Promise<boolean> {
    mediaContentType(key);
    return (await this.#head(key)) !== undefined;
  }

  async delete(keys: readonly string[]): Promise<void> {
    for (const key of keys) mediaContentType(key);
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      await this.#deleteBatch(keys.slice(start, start + DELETE_BATCH));
    }
  }

  async deleteFolder(prefix: string): Promise<void> {
    assertMediaFolder(prefix);
    let ContinuationToken: string | undefined;
    do {
      const page = await this.#call((sdk, client, Bucket) =>
        client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken })),
      );
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      if (keys.length > 0) await this.#deleteBatch(keys);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** A tiny object under a key no media has, put and deleted: the bucket takes writes. */
  async probe(): Promise<void> {
    await this.#call((sdk, client, Bucket) =>
      client.send(
        new sdk.PutObjectCommand({ Bucket, Key: PROBE_KEY, Body: 'probe', ContentType: 'text/plain' }),
      ),
    );
    await this.#call((sdk, client, Bucket) =>
      client.send(new sdk.DeleteObjectCommand({ Bucket, Key: PROBE_KEY })),
    );
  }

  async #head(key: string): Promise<S3Sdk.HeadObjectCommandOutput | undefined> {
    try {
      return await this.#call((sdk, client, Bucket) =>
        client.send(new sdk.HeadObjectCommand({ Bucket, Key: key })),
      );
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** One DeleteObjects request; S3 answers 200 even when some keys failed, so Errors is checked. */
  async #deleteBatch(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const answer = await this.#call((sdk, client, Bucket) =>
      client.send(
        new sdk.DeleteObjectsCommand({
          Bucket,
          Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
        }),
      ),
    );
    const failed = answer.Errors ?? [];
    if (failed.length > 0) {
      const first = failed[0]!;
      throw new StorageFault(
        `S3 could not delete ${failed.length} of ${keys.length} objects (${first.Key}: ${first.Code} ${first.Message})`,
        undefined,
      );
    }
  }

  /**
   * Sends one request. A failure is thrown as a StorageFault,
   * except the answers callers read: a missing object (404) and a range past the end (416).
   */
  async #call<T>(request: TRequest<T>): Promise<T> {
    const { sdk, client } = await this.#sdk();
    try {
      return await request(sdk, client, this.#bucket);
    } catch (error) {
      throw isNotFound(error) || isInvalidRange(error) ? error : asFault(error);
    }
  }

  #sdk(): Promise<{ sdk: TSdk; client: S3Sdk.S3Client }> {
    this.#client ??= import('@aws-sdk/client-s3').then((sdk) => {
      const { S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE } =
        this.env;
      const client = new sdk.S3Client({
        region: S3_REGION,
        endpoint: S3_ENDPOINT,
        forcePathStyle: S3_FORCE_PATH_STYLE,
        // Without a key pair the SDK's default chain applies (environment, profile, instance role).
        credentials:
          S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY
            ? { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY }
            : undefined,
        // The SDK's default CRC32 checksums on every upload (and aws-chunked bodies for streams)
        // are refused by several third-party stores; only operations that require one send it.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client };
    });
    return this.#client;
  }
}

/** A 404 without S3's NoSuchKey code (some stores, or a HEAD-like answer with no body). */
function isNotFound(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  const name = (error as { name?: unknown } | null)?.name;
  return status === 404 && name !== 'NoSuchBucket';
}

function isInvalidRange(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return status === 416 || (error as { name?: unknown } | null)?.name === 'InvalidRange';
}

/** A failed request as a StorageFault (itself when it is one); `full` when the store says it has no space. */
function asFault(error: unknown): StorageFault {
  if (error instanceof StorageFault) return error;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  const name = (error as { name?: unknown } | null)?.name;
  return new StorageFault('the S3 store failed', error, status === 507 || name === 'XMinioStorageFull');
}
