import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { LogController, type FastifyServerOptions } from 'fastify';
import type { TEnv } from './config/env.js';
import { sendDetail, sendError } from './lib/error-reply.js';
import { NOT_FOUND_DETAIL } from './lib/http-error.js';
import { createRequestLogger } from './lib/lazy-request-logger.js';
import { ZOD_COMPILERS } from './lib/zod-compilers.js';
import { REQUEST_ID_HEADER } from './plugins/app/request-id.js';
import { setSecurityHeaders } from './plugins/external/helmet.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** An incoming X-Request-Id when it is sane (a proxy's or the client's), else a UUID. */
export function generateRequestId(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Fastify's types omit its numeric trustProxy (hop count); a hop predicate is equivalent. */
function toTrustProxyOption(trust: TEnv['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Fastify options shared by server.ts and the tests' build(), so both run the same server.
 * `logStream` replaces stdout (tests read the log lines from it).
 */
export function createServerOptions(config: TEnv, logStream?: Writable): FastifyServerOptions {
  return {
    logger: { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    // One access line per request from plugins/app/access-log.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // request.log is made when a request first logs something (most never do).
    childLoggerFactory: createRequestLogger,
    genReqId: (req) => generateRequestId(req.headers[REQUEST_ID_HEADER]),
    trustProxy: toTrustProxyOption(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    // Starting instances take turns under the boot lock (migrations, seed, the first admin):
    // a start waits for the ones before it, longer than Fastify's 10 s on a busy machine.
    pluginTimeout: 120_000,
    routerOptions: { ignoreTrailingSlash: true },
    schemaController: { compilersFactory: ZOD_COMPILERS },
    // Errors raised before routing (a malformed percent-encoding in the URL, an over-long
    // path parameter): no hook runs for them, so they get the security headers here.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(reply);
      reply.header(REQUEST_ID_HEADER, request.id);
      // An id longer than any route takes names nothing: 404, as the not-found handler says.
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') sendDetail(reply, 404, NOT_FOUND_DETAIL);
      else sendError(error, reply);
    },
  };
}
