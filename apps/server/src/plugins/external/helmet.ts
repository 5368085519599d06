import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { definePlugin } from '../../lib/define-plugin.js';

/**
 * The strict policy the built web app satisfies, against XSS: no inline scripts; inline styles
 * only for React and sonner runtime styles. Helmet's defaults are not merged, so no
 * upgrade-insecure-requests breaks plain-HTTP installs on a LAN address.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY_DIRECTIVES },
  // Tokens and the user's own media are never shared cross-origin.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  frameguard: { action: 'deny' },
} satisfies HelmetOptions;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route sets its own security headers (the web app's files, by kind of file). */
    ownSecurityHeaders?: boolean;
  }
}

/**
 * The headers helmet sets, computed once: with no per-request nonce they are the same for
 * every answer, and building helmet's middleware output per request (parsing the CSP again)
 * cost about 9 % of the CPU of a cached answer (docs/BENCHMARKS.md, "Versus bare Node").
 */
function computeSecurityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

/** Every document (a page, an SVG opened on its own) and every API answer carries these. */
export const SECURITY_HEADERS = computeSecurityHeaders();

/**
 * A script, style sheet, font or raster image is never a document, so a policy, framing or
 * cross-origin-opener header does nothing on it (decision 017-security-headers-by-kind);
 * what does act on a subresource is kept: no MIME sniffing, no cross-origin embedding.
 */
export const SUBRESOURCE_SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'x-content-type-options': SECURITY_HEADERS['x-content-type-options']!,
  'cross-origin-resource-policy': SECURITY_HEADERS['cross-origin-resource-policy']!,
});

/**
 * The same headers on an answer made outside the hook: before routing (a malformed URL, an
 * over-long path parameter: Fastify's frameworkErrors run no hooks) or by a route that sets
 * its own and then answers with an error.
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  reply.headers(SECURITY_HEADERS);
}

/**
 * Every answer starts with them, set on the reply (one header object written once, not a
 * setHeader per header on the raw response); a route may still override one (media sets its
 * own CSP) or set its own (`config.ownSecurityHeaders`).
 */
export default definePlugin('helmet', async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.routeOptions.config.ownSecurityHeaders) reply.headers(SECURITY_HEADERS);
    done();
  });
});
