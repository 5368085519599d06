import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FieldError, FieldErrors, HttpError } from './http-error.js';

export const INTERNAL_ERROR_DETAIL = 'Internal server error.';
/** A dependency (the database) is away or busy for a moment: the client may simply retry. */
export const UNAVAILABLE_DETAIL = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client waits before trying again: a database restart takes about this long. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
export const NON_FIELD_ERRORS = 'non_field_errors';

export type TFieldErrors = Record<string, string[]>;

/** Zod issues as the API's field errors: `{ "<dotted.path>": [messages] }`. */
export function toFieldErrors(issues: { instancePath: string; message?: string }[]): TFieldErrors {
  const fields: TFieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.') || NON_FIELD_ERRORS;
    (fields[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return fields;
}

/** Safe client-facing messages for framework errors (the defaults mention content-type internals). */
const FRAMEWORK_DETAILS: Record<string, (error: FastifyError, reply: FastifyReply) => string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => 'Malformed JSON in request body.',
  FST_ERR_CTP_EMPTY_JSON_BODY: () => 'Malformed JSON in request body.',
  FST_ERR_CTP_BODY_TOO_LARGE: (_error, reply) =>
    `Request body is too large (${Math.floor(reply.request.routeOptions.bodyLimit / 1024)} KiB at most).`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (_error, reply) =>
    `Unsupported media type "${(reply.request.headers['content-type'] ?? '').slice(0, 100)}" in request.`,
  FST_ERR_BAD_URL: () => 'Malformed URL.',
};

/**
 * Error bodies are sent already serialised, so they never go through a route's response
 * schemas: an error answer cannot itself fail serialisation and turn into a 500.
 */
function sendJson(reply: FastifyReply, statusCode: number, body: object): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

export function sendDetail(reply: FastifyReply, statusCode: number, detail: string): FastifyReply {
  return sendJson(reply, statusCode, { detail });
}

/** 503 with Retry-After: nothing is wrong with the request, the database will be back. */
export function sendUnavailable(reply: FastifyReply): FastifyReply {
  reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
  return sendDetail(reply, 503, UNAVAILABLE_DETAIL);
}

/**
 * Every error answer: 400 field errors for validation, `{ detail }` otherwise. Client
 * mistakes keep their 4xx status; anything else is a logged 500 without internals.
 */
export function sendError(error: unknown, reply: FastifyReply): FastifyReply {
  if (!(error instanceof Error)) {
    reply.log.error({ err: error }, 'non-error thrown');
    return sendDetail(reply, 500, INTERNAL_ERROR_DETAIL);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return sendJson(reply, 400, toFieldErrors(error.validation));
  }
  if (error instanceof FieldError) return sendJson(reply, 400, { [error.field]: [error.message] });
  if (error instanceof FieldErrors) return sendJson(reply, 400, error.fields);
  // Written for the client, so safe to show even on a 5xx (for example 502 from a gateway).
  if (error instanceof HttpError) {
    return sendDetail(reply.headers(error.headers), error.statusCode, error.message);
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    const describe = 'code' in error ? FRAMEWORK_DETAILS[String(error.code)] : undefined;
    return sendDetail(reply, statusCode, describe ? describe(error as FastifyError, reply) : error.message);
  }
  reply.log.error({ err: error }, 'unhandled error');
  return sendDetail(reply, 500, INTERNAL_ERROR_DETAIL);
}
