import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { FieldErrors, HttpError } from '../http-error.js';
import type { TUploadSink } from './upload-sinks.js';

/** What an endpoint's form may hold: files (in any field) and bytes each, text fields and bytes each, parts of both. */
export interface TUploadLimits {
  files: number;
  fileSize: number;
  fields: number;
  fieldSize: number;
  /** Default: fields + files + 1, so that one file or field too many is named as such. */
  parts?: number;
}

/** One endpoint's upload: its limits, where its files go and the words of its refusals. */
export interface TUploadRule<F> {
  /** The one field files are taken from; a file under any other field is read and dropped. */
  field: string;
  limits: TUploadLimits;
  /** `inMemory` (small images) or `toTempFiles` (audio). */
  sink: () => TUploadSink<F>;
  /** Said under `field`: more files than `limits.files`, one larger than `limits.fileSize`. */
  tooMany: string;
  tooLarge: string;
  /** Said under `field` when the form has no file there; without it, files are optional. */
  missing?: string;
  /** Why a file is refused from its name alone (before any of it is read), if it is. */
  refuseName?: (name: string) => string | undefined;
}

/** The form's text fields (the first value of each) and its files of the rule's field (none empty). */
export interface TUploadForm<F> {
  fields: Record<string, string>;
  files: F[];
}

export const UPLOAD_DETAIL = {
  notMultipart: (field: string) =>
    `Send the form as multipart/form-data, with the files in the field "${field}".`,
  tooManyParts: 'The form has more fields than this request takes.',
  unreadable: 'The multipart form could not be read.',
  tooLong: 'This is too long.',
};

/**
 * THE way the API takes an upload: the multipart form of `request` read with the endpoint's
 * limits, each file of `rule.field` put in the rule's sink, then `use(form)` (the service);
 * whatever the sink kept (temporary files) is removed when `use` ends or the form is refused.
 * Refusals: not multipart 415; too many files, a file over its size (cut by the parser, never
 * taken) or refused by name, none when one is required, a field value over its size: a field
 * error; too many parts 413. Every part is read to its end, and after an error the rest of the
 * body is discarded, so a refusal never leaves the upload hanging.
 */
export async function readUpload<F, T>(
  request: FastifyRequest,
  rule: TUploadRule<F>,
  use: (form: TUploadForm<F>) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw new HttpError(415, UPLOAD_DETAIL.notMultipart(rule.field));
  const sink = rule.sink();
  try {
    return await use(await receive(request, rule, sink));
  } finally {
    await sink.dispose();
  }
}

async function receive<F>(
  request: FastifyRequest,
  rule: TUploadRule<F>,
  sink: TUploadSink<F>,
): Promise<TUploadForm<F>> {
  const { parts, ...limits } = rule.limits;
  const reading = request.parts({
    limits: { ...limits, parts: parts ?? limits.fields + limits.files + 1 },
  });
  const fields: Record<string, string> = {};
  const files: F[] = [];
  // The first refusal; the parts after it are still read to their end, but none is kept.
  let refusal: Error | undefined;
  const refuse = (field: string, message: string) => (refusal ??= new FieldErrors({ [field]: [message] }));
  try {
    for (;;) {
      const next = await reading.next().catch((error: unknown) => {
        throw refusal ?? parserRefusal(error, rule);
      });
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated) refuse(part.fieldname, UPLOAD_DETAIL.tooLong);
        else fields[part.fieldname] ??= String(part.value);
        continue;
      }
      const wrongName = part.fieldname === rule.field ? rule.refuseName?.(part.filename) : undefined;
      if (wrongName) refuse(rule.field, wrongName);
      if (refusal || part.fieldname !== rule.field) {
        part.file.resume();
        continue;
      }
      const file = await sink.take(part);
      if (part.file.truncated) refuse(rule.field, rule.tooLarge);
      // An empty file is a file input left empty: browsers send it with the form.
      else if (part.file.bytesRead > 0) files.push(file);
    }
  } catch (error) {
    discardRest(request.raw);
    throw error;
  }
  if (!refusal && rule.missing && files.length === 0) refuse(rule.field, rule.missing);
  if (refusal) throw refusal;
  return { fields, files };
}

/** The parser's own refusals in the API's words; a body that is not a multipart form is a 400. */
function parserRefusal(error: unknown, rule: TUploadRule<unknown>): Error {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return new FieldErrors({ [rule.field]: [rule.tooMany] });
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, UPLOAD_DETAIL.tooManyParts);
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (error instanceof Error && typeof status === 'number' && status >= 400 && status < 500) return error;
  return new HttpError(400, UPLOAD_DETAIL.unreadable);
}

/**
 * The body past a refusal, read and dropped: the parser may be waiting on a part nobody reads
 * (a file after the fields limit), and a request body never read keeps the client sending.
 */
function discardRest(raw: IncomingMessage): void {
  if (raw.readableEnded) return;
  raw.unpipe();
  raw.resume();
}
