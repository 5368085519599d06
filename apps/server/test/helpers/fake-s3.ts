import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

export interface TRecordedS3Request {
  method: string;
  /** The decoded path: `/bucket` or `/bucket/key`. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
}

export interface TFakeS3Object {
  bytes: Buffer;
  contentType: string;
  lastModified: Date;
}

/**
 * A store in trouble, as the real ones answer: `slow-down` 503 SlowDown (S3 throttling),
 * `internal-error` 500 InternalError, `full` 507 XMinioStorageFull (MinIO on a full disk),
 * `drop` the connection closed with no answer (a store that is down or cut off).
 */
export type TFakeS3Fault = 'slow-down' | 'internal-error' | 'full' | 'drop';

const FAULT_ANSWERS: Record<Exclude<TFakeS3Fault, 'drop'>, () => TAnswer> = {
  'slow-down': () => s3Error(503, 'SlowDown', 'Please reduce your request rate.'),
  'internal-error': () =>
    s3Error(500, 'InternalError', 'We encountered an internal error. Please try again.'),
  full: () =>
    s3Error(
      507,
      'XMinioStorageFull',
      'Storage backend has reached its minimum free drive threshold. Please delete a few objects to proceed.',
    ),
};

interface TAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const ENTITIES: Record<string, string> = { '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' };
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${ENTITIES[c]};`);
const unxml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) =>
    Object.keys(ENTITIES).find((c) => ENTITIES[c] === name)!,
  );
/** A header value as SigV4 signs it: trimmed, runs of spaces made one. */
const signedValue = (value: unknown) =>
  String(value ?? '')
    .trim()
    .replace(/\s+/g, ' ');
/** SigV4's URI encoding: RFC 3986 unreserved characters stay, everything else is %XX. */
const sigEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const etagOf = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

function s3Error(status: number, code: string, message: string, extra: Record<string, string> = {}): TAnswer {
  const fields = Object.entries(extra).map(([name, value]) => `<${name}>${xml(value)}</${name}>`);
  const requestId = randomBytes(8).toString('hex').toUpperCase();
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xml(message)}</Message>${fields.join('')}<RequestId>${requestId}</RequestId></Error>`;
  return { status, headers: { 'content-type': 'application/xml', 'x-amz-request-id': requestId }, body };
}

const xmlAnswer = (body: string): TAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/xml' },
  body: `<?xml version="1.0" encoding="UTF-8"?>\n${body}`,
});

/**
 * A local S3-compatible store for the real `@aws-sdk/client-s3` on 127.0.0.1, path-style
 * (`/bucket/key`), objects kept in memory. It checks AWS Signature Version 4 on every request as
 * S3 does (canonical request, string to sign, signing key from the secret), the body against
 * x-amz-content-sha256 and any x-amz-checksum-crc32 or Content-MD5, and answers with S3's XML
 * bodies and error codes. Streaming (aws-chunked) uploads are refused with 501: the server's
 * client sends whole, signed bodies (checksums only when required), and a change there should
 * show. `maxKeys` caps ListObjectsV2 pages so tests exercise paging. Set `fault` to make every
 * request fail as a store in trouble does (recorded, nothing stored); undefined serves again.
 */
export class FakeS3 {
  readonly requests: TRecordedS3Request[] = [];
  readonly objects = new Map<string, TFakeS3Object>();
  fault: TFakeS3Fault | undefined;
  readonly #server = createServer((request, response) => void this.#serve(request, response));

  constructor(
    readonly options: {
      bucket?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
      maxKeys?: number;
    } = {},
  ) {}

  get bucket(): string {
    return this.options.bucket ?? 'inkwell-media';
  }
  get accessKeyId(): string {
    return this.options.accessKeyId ?? 'AKIAFAKEINKWELL00001';
  }
  get secretAccessKey(): string {
    return this.options.secretAccessKey ?? 'fake-secret-key/for+the/local-s3-fake';
  }
  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  /** The server's environment variables for this store (media on it instead of the disk). */
  appEnv(): Record<string, string> {
    return {
      S3_ENDPOINT: this.url,
      S3_BUCKET: this.bucket,
      S3_ACCESS_KEY_ID: this.accessKeyId,
      S3_SECRET_ACCESS_KEY: this.secretAccessKey,
    };
  }

  listen(): Promise<this> {
    return new Promise((resolve) => this.#server.listen(0, '127.0.0.1', () => resolve(this)));
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  async #serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const [rawPath = '/', rawQuery = ''] = (request.url ?? '/').split('?', 2);
    const query = parseQuery(rawQuery);
    const method = request.method ?? 'GET';
    const path = decodeURIComponent(rawPath);
    this.requests.push({ method, path, query, headers: request.headers });
    if (this.fault === 'drop') {
      request.socket.destroy();
      return;
    }
    const answer =
      (this.fault && FAULT_ANSWERS[this.fault]()) ??
      this.#refuseAuth(request, method, rawPath, query) ??
      refuseBody(request.headers, body) ??
      this.#handle(method, path, query, body, request.headers);
    response.writeHead(answer.status, answer.headers);
    response.end(method === 'HEAD' ? undefined : answer.body);
  }

  /** Recomputes the SigV4 signature the client should have sent; undefined when it matches. */
  #refuseAuth(request: IncomingMessage, method: string, rawPath: string, query: Record<string, string>) {
    const { headers } = request;
    const auth =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
        headers.authorization ?? '',
      );
    const date = headers['x-amz-date'];
    const payloadHash = headers['x-amz-content-sha256'];
    if (!auth || typeof date !== 'string' || typeof payloadHash !== 'string') {
      return s3Error(403, 'AccessDenied', 'Access Denied');
    }
    const [, accessKeyId, day, region, signedHeaders, signature] = auth as unknown as string[];
    if (accessKeyId !== this.accessKeyId) {
      return s3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist.');
    }
    const names = signedHeaders!.split(';');
    if (!names.includes('host') || !names.includes('x-amz-date') || !date.startsWith(day!)) {
      return s3Error(403, 'AccessDenied', 'Host and x-amz-date must be signed, on the scope date');
    }
    const canonicalQuery = Object.entries(query)
      .map(([name, value]) => `${sigEncode(name)}=${sigEncode(value)}`)
      .sort()
      .join('&');
    const canonicalHeaders = names.map((name) => `${name}:${signedValue(headers[name])}\n`).join('');
    const canonical = [method, rawPath, canonicalQuery, canonicalHeaders, signedHeaders, payloadHash];
    const canonicalRequest = canonical.join('\n');
    const scope = `${day}/${region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256(canonicalRequest)].join('\n');
    let key = hmac(`AWS4${this.secretAccessKey}`, day!);
    for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
    const expected = hmac(key, stringToSign);
    if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
      const message = 'The request signature we calculated does not match the signature you provided.';
      const details = { StringToSign: stringToSign, CanonicalRequest: canonicalRequest };
      return s3Error(403, 'SignatureDoesNotMatch', message, details);
    }
    return undefined;
  }

  #handle(
    method: string,
    path: string,
    query: Record<string, string>,
    body: Buffer,
    headers: IncomingHttpHeaders,
  ): TAnswer {
    const [, bucket = '', ...rest] = path.split('/');
    const key = rest.join('/');
    if (bucket !== this.bucket) {
      return s3Error(404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucket });
    }
    if (key === '') {
      if (method === 'GET' && query['list-type'] === '2') return this.#list(query);
      if (method === 'POST' && 'delete' in query) return this.#deleteMany(body);
      return s3Error(501, 'NotImplemented', `The fake does not implement ${method} on a bucket`);
    }
    const object = this.objects.get(key);
    switch (method) {
      case 'PUT':
        this.objects.set(key, {
          bytes: body,
          contentType: headers['content-type'] ?? 'binary/octet-stream',
          lastModified: new Date(),
        });
        return { status: 200, headers: { etag: etagOf(body) } };
      case 'GET':
      case 'HEAD':
        if (!object) return s3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
        if (method === 'GET' && headers.range !== undefined) {
          const ranged = rangeOf(headers.range, object);
          if (ranged) return ranged;
        }
        return {
          status: 200,
          headers: {
            'content-type': object.contentType,
            'content-length': String(object.bytes.length),
            etag: etagOf(object.bytes),
            'last-modified': object.lastModified.toUTCString(),
          },
          body: object.bytes,
        };
      case 'DELETE':
        this.objects.delete(key);
        return { status: 204 };
      default:
        return s3Error(405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
    }
  }

  /** ListObjectsV2; the continuation token is the last key of the page before, base64url. */
  #list(query: Record<string, string>): TAnswer {
    const prefix = query.prefix ?? '';
    const token = query['continuation-token'];
    const after = token === undefined ? '' : Buffer.from(token, 'base64url').toString();
    const maxKeys = Math.min(Number(query['max-keys'] ?? 1000), this.options.maxKeys ?? 1000);
    const keys = [...this.objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, maxKeys);
    const truncated = keys.length > page.length;
    const contents = page.map((key) => {
      const { bytes, lastModified } = this.objects.get(key)!;
      return `<Contents><Key>${xml(key)}</Key><LastModified>${lastModified.toISOString()}</LastModified><ETag>${xml(etagOf(bytes))}</ETag><Size>${bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`;
    });
    return xmlAnswer(
      `<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${xml(this.bucket)}</Name><Prefix>${xml(prefix)}</Prefix>` +
        (token === undefined ? '' : `<ContinuationToken>${xml(token)}</ContinuationToken>`) +
        `<KeyCount>${page.length}</KeyCount><MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>` +
        (truncated
          ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>`
          : '') +
        `${contents.join('')}</ListBucketResult>`,
    );
  }

  /** DeleteObjects: a missing key counts as deleted, as in S3; Quiet lists only errors. */
  #deleteMany(body: Buffer): TAnswer {
    const text = body.toString();
    const keys = [...text.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => unxml(match[1]!));
    if (!text.includes('<Delete') || keys.length === 0 || keys.length > 1000) {
      return s3Error(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate.');
    }
    for (const key of keys) this.objects.delete(key);
    const quiet = /<Quiet>true<\/Quiet>/.test(text);
    const deleted = quiet ? [] : keys.map((key) => `<Deleted><Key>${xml(key)}</Key></Deleted>`);
    return xmlAnswer(
      `<DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${deleted.join('')}</DeleteResult>`,
    );
  }
}

/**
 * A GET with a Range header, as S3 answers it: one range (`a-b`, `a-`, `-n`) is 206 with only
 * those bytes, one that covers none of the object 416 InvalidRange; anything else (malformed,
 * several ranges) is ignored: undefined, the whole object.
 */
function rangeOf(header: string, object: TFakeS3Object): TAnswer | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const size = object.bytes.length;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = Number(match[2]) === 0 ? -1 : size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== '' && Number(match[2]) < start) return undefined;
  }
  if (start >= size || end < start) {
    const extra = { RangeRequested: header, ActualObjectSize: String(size) };
    return s3Error(416, 'InvalidRange', 'The requested range is not satisfiable', extra);
  }
  const part = object.bytes.subarray(start, end + 1);
  return {
    status: 206,
    headers: {
      'content-type': object.contentType,
      'content-length': String(part.length),
      'content-range': `bytes ${start}-${end}/${size}`,
      'accept-ranges': 'bytes',
      etag: etagOf(object.bytes),
      'last-modified': object.lastModified.toUTCString(),
    },
    body: part,
  };
}

/** Query names and values as sent, percent-decoded (`+` is not a space in S3's query). */
function parseQuery(raw: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const pair of raw.split('&').filter(Boolean)) {
    const [name = '', value = ''] = pair.split(/=(.*)/s, 2);
    query[decodeURIComponent(name)] = decodeURIComponent(value);
  }
  return query;
}

/** The body must be what was signed and what any checksum header says; streaming bodies are refused. */
function refuseBody(headers: IncomingHttpHeaders, body: Buffer): TAnswer | undefined {
  const declared = String(headers['x-amz-content-sha256']);
  if (declared.startsWith('STREAMING-') || headers['content-encoding']?.includes('aws-chunked')) {
    return s3Error(501, 'NotImplemented', 'The fake does not accept aws-chunked (streaming) uploads');
  }
  if (declared !== 'UNSIGNED-PAYLOAD' && declared !== sha256(body)) {
    return s3Error(400, 'XAmzContentSHA256Mismatch', 'x-amz-content-sha256 does not match the body.');
  }
  const crc = headers['x-amz-checksum-crc32'];
  if (crc !== undefined) {
    const actual = Buffer.alloc(4);
    actual.writeUInt32BE(crc32(body));
    if (crc !== actual.toString('base64')) return s3Error(400, 'BadDigest', 'The CRC32 does not match.');
  }
  const unchecked = Object.keys(headers).find((name) => /^x-amz-checksum-(?!crc32$|mode$)/.test(name));
  if (unchecked) return s3Error(501, 'NotImplemented', `The fake does not check ${unchecked}`);
  const md5 = headers['content-md5'];
  if (md5 !== undefined && md5 !== createHash('md5').update(body).digest('base64')) {
    return s3Error(400, 'BadDigest', 'The Content-MD5 you specified did not match what we received.');
  }
  return undefined;
}
