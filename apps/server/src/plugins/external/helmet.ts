import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { definePlugin } from '../../lib/define-plugin.js';

/**
 * The strict policy the built web app satisfies (DESIGN.md §5): no inline scripts; inline
 * styles only for React and sonner runtime styles. Helmet's defaults are not merged, so no
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

/**
 * The headers helmet sets, computed once: with no per-request nonce they are the same for
 * every answer, and building helmet's middleware output per request (parsing the CSP again)
 * cost about 9 % of the CPU of a cached answer (docs/BENCHMARKS.md, "Versus bare Node").
 */
function computeSecurityHeaders(): ReadonlyArray<readonly [string, string]> {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, String(value)]);
    },
    removeHeader: () => {},
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

export const SECURITY_HEADERS = computeSecurityHeaders();

function applySecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of SECURITY_HEADERS) response.setHeader(name, value);
}

/**
 * The same headers on an answer made before routing (a malformed URL, an over-long path
 * parameter): Fastify's frameworkErrors run no hooks, so the plugin's never sees them.
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  applySecurityHeaders(reply.raw);
}

/** Every answer starts with them; a route may still override one (media sets its own CSP). */
export default definePlugin('helmet', async (app) => {
  app.addHook('onRequest', (_request, reply, done) => {
    applySecurityHeaders(reply.raw);
    done();
  });
});
