import type { FastifyRequest } from 'fastify';
import { FieldErrors, HttpError } from './http-error.js';

/** A file of a multipart form, read into memory (small uploads only: images of a few MB). */
export interface TFormFile {
  name: string;
  bytes: Buffer;
}

export interface TFilesRule {
  /** The one field files may come in. */
  field: string;
  max: number;
  maxBytes: number;
  /** Said under `field` when there are more files than `max`, or one is larger than `maxBytes`. */
  tooMany: string;
  tooLarge: string;
}

/**
 * A multipart form's text fields and its files of one field, every part read to its end (a
 * refusal never leaves the upload hanging). More files or larger ones than the rule allows are
 * a field error; files under any other field are ignored. Not multipart: 415.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  rule: TFilesRule,
): Promise<{ fields: Record<string, string>; files: TFormFile[] }> {
  if (!request.isMultipart()) throw new HttpError(415, 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const files: TFormFile[] = [];
  let problem: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value);
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.fieldname !== rule.field) continue;
    if (files.length >= rule.max) problem ??= rule.tooMany;
    else if (part.file.truncated) problem ??= rule.tooLarge;
    else files.push({ name: part.filename, bytes: Buffer.concat(chunks) });
  }
  if (problem) throw new FieldErrors({ [rule.field]: [problem] });
  return { fields, files: files.filter((file) => file.bytes.length > 0) };
}
