import type { TGenerationKey } from './generation.js';

/**
 * Where a running answer lives in Redis (keys under REDIS_KEY_PREFIX, which the client adds).
 * The claim and the answer's stream share a hash tag, so one script may touch both on a
 * Redis Cluster too.
 */
export const claimKey = (key: TGenerationKey) => `answers:{${key}}`;
export const streamKey = (key: TGenerationKey, id: string) => `answers:{${key}}:${id}`;
/** The instance's Stop channel; pub/sub names are not prefixed by the client, so the prefix is added here. */
export const stopChannel = (prefix: string, instanceId: string) => `${prefix}answers:stop:${instanceId}`;

/** A stream keeps at most about this many entries (at one per ~25 ms, minutes of answer). */
export const STREAM_MAX_ENTRIES = 20_000;
/** How long an ended answer's stream stays for the followers still reading it. */
export const STREAM_KEEP_MS = 30_000;

/** Who holds a claim: the instance, the answer and its user. */
export interface TClaim {
  instanceId: string;
  id: string;
  userId: number;
}

export const claimValue = (claim: TClaim) => `${claim.instanceId}/${claim.id}/${claim.userId}`;

export function parseClaim(value: string | null): TClaim | undefined {
  const [instanceId, id, userId] = value?.split('/') ?? [];
  if (!instanceId || !id || !userId) return undefined;
  return { instanceId, id, userId: Number(userId) };
}

/**
 * Renews the claim while its owner still holds it, with the stream's expiry.
 * KEYS: claim, stream. ARGV: owner, lease ms, stream ms. 1 when renewed.
 */
export const RENEW_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 1`;

/**
 * Claims a key, or takes over a claim left by an answer of this instance that ended while
 * Redis was away (its end and the claim's release were never written).
 * KEYS: claim. ARGV: owner, lease ms, this instance's id. 1 when claimed.
 */
export const CLAIM_SCRIPT = `
local held = redis.call('GET', KEYS[1])
if held and string.sub(held, 1, string.len(ARGV[3]) + 1) ~= ARGV[3] .. '/' then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

/**
 * Ends an answer in one step: the last text and the end entry on its stream, which expires
 * shortly after, and the claim deleted if its owner still holds it, so whoever reads the end
 * finds the key free. KEYS: claim, stream. ARGV: owner, last text, end JSON, max entries, keep ms.
 */
export const END_SCRIPT = `
if ARGV[2] ~= '' then redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[4], '*', 'd', ARGV[2]) end
redis.call('XADD', KEYS[2], 'MAXLEN', '~', ARGV[4], '*', 'e', ARGV[3])
redis.call('PEXPIRE', KEYS[2], ARGV[5])
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;
