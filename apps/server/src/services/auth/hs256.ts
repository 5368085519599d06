import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';

export interface THs256Checks {
  issuer: string;
  audience: string;
  /** Claims that must be present. */
  required: readonly string[];
  /** Epoch seconds; now by default. */
  now?: number;
}

function decodeJsonObject(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function acceptsAudience(aud: unknown, audience: string): boolean {
  return aud === audience || (Array.isArray(aud) && aud.includes(audience));
}

/**
 * The claims of a compact HS256 JWT, or undefined: the signature (HMAC-SHA256 over the exact
 * header.payload text, compared in constant time, only its canonical base64url form), the
 * header (alg HS256 and nothing critical), then iss, aud, exp, nbf and iat as jose's
 * jwtVerify checks them. Synchronous on the event loop: ~6 µs, where Web Crypto's HMAC goes
 * through the thread pool and cost ~50 µs a check under load (decision 019). jose still
 * signs; this only reads what it signed.
 */
export function verifyHs256(
  token: string,
  key: KeyObject,
  checks: THs256Checks,
): Record<string, unknown> | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [header, payload, signature] = parts as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (given.toString('base64url') !== signature) return undefined;
  const head = decodeJsonObject(header);
  if (head?.alg !== 'HS256' || 'crit' in head || 'b64' in head) return undefined;
  const claims = decodeJsonObject(payload);
  if (!claims || checks.required.some((name) => claims[name] === undefined)) return undefined;
  const now = checks.now ?? Math.floor(Date.now() / 1000);
  const { iss, aud, exp, nbf, iat } = claims;
  if (iss !== checks.issuer || !acceptsAudience(aud, checks.audience)) return undefined;
  if (typeof exp !== 'number' || exp <= now) return undefined;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > now)) return undefined;
  if (iat !== undefined && typeof iat !== 'number') return undefined;
  return claims;
}
