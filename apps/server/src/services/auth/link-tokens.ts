import { createHash, randomBytes } from 'node:crypto';
import type { TOneTimeTokenPurpose, TOneTimeTokenRow } from '../../db/types.js';
import { HttpError } from '../../lib/http-error.js';
import type { TExecutor } from '../../repositories/executor.js';
import type { TokenRepository } from '../../repositories/token-repository.js';

const HOUR_MS = 60 * 60 * 1000;

export const LINK_TTL_MS: Record<TOneTimeTokenPurpose, number> = {
  confirm_email: 48 * HOUR_MS,
  change_email: 48 * HOUR_MS,
  password_reset: HOUR_MS,
  access_restore: HOUR_MS,
  invitation: 7 * 24 * HOUR_MS,
};

export const LINK_PATHS: Record<TOneTimeTokenPurpose, string> = {
  confirm_email: '/confirm-email',
  change_email: '/confirm-email',
  password_reset: '/reset',
  access_restore: '/access-restore',
  invitation: '/reset',
};

export const INVALID_LINK_DETAIL = 'This link is invalid or has expired.';

/** A link's token (only its hash is stored) and when it expires. */
export interface TIssuedLink {
  token: string;
  expiresAt: string;
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new single-use token (256-bit, base64url) for the link mailed to `email`; only its sha-256
 * hash is stored, with that address. Returns the token and when it expires.
 */
export async function createLinkToken(
  tokens: TokenRepository,
  userId: number,
  purpose: TOneTimeTokenPurpose,
  email: string,
  trx?: TExecutor,
): Promise<TIssuedLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_TTL_MS[purpose]).toISOString();
  await tokens.createOneTime(
    {
      user_id: userId,
      purpose,
      token_hash: hashLinkToken(token),
      email,
      expires_at: expiresAt,
    },
    trx,
  );
  return { token, expiresAt };
}

/** Marks the token used and returns it; 400 when unknown, of another purpose, used or expired. */
export async function consumeLinkToken(
  tokens: TokenRepository,
  token: string,
  purposes: TOneTimeTokenPurpose[],
  trx: TExecutor,
): Promise<TOneTimeTokenRow> {
  const row = await tokens.findOneTime(hashLinkToken(token), trx);
  const valid =
    row !== undefined &&
    purposes.includes(row.purpose) &&
    row.used_at === null &&
    Date.parse(row.expires_at) > Date.now() &&
    (await tokens.consumeOneTime(row.id, trx));
  if (!valid) throw new HttpError(400, INVALID_LINK_DETAIL);
  return row;
}
