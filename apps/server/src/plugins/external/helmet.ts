import fastifyHelmet from '@fastify/helmet';
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

const setHeaders = helmet(HELMET_OPTIONS);

/**
 * The same headers on an answer made before routing (a malformed URL, an over-long path
 * parameter): Fastify's frameworkErrors run no hooks, so the plugin's never sees them.
 */
export function setSecurityHeaders(reply: FastifyReply): void {
  setHeaders(reply.request.raw, reply.raw, () => {});
}

export default definePlugin('helmet', async (app) => {
  await app.register(fastifyHelmet, HELMET_OPTIONS);
});
