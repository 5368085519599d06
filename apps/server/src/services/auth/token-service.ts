import { randomUUID, type KeyObject } from 'node:crypto';
import type { SignJWT } from 'jose';
import type { TUserRow } from '../../db/types.js';
import type { TokenRepository } from '../../repositories/token-repository.js';
import { verifyHs256 } from './hs256.js';

export const ACCESS_TTL_SECONDS = 24 * 60 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
const ISSUER = 'inkwell';
const AUDIENCE = 'inkwell';

export type TTokenType = 'access' | 'refresh';

export interface TTokenClaims {
  typ: TTokenType;
  sub: string;
  ver: number;
  jti: string;
  /** The session: the refresh family both tokens of a pair belong to (revoked at logout). */
  fam: string;
  /** Refresh only: when the family started (login), in epoch seconds. */
  fst?: number;
}

export interface TIssuedPair {
  access_token: string;
  refresh_token: string;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

let signJwt: Promise<typeof SignJWT> | undefined;

/** jose signs; it is loaded with the first sign-in, not at boot (decision 023). */
function loadSignJwt(): Promise<typeof SignJWT> {
  signJwt ??= import('jose').then((module) => module.SignJWT);
  return signJwt;
}

/** HS256 access and refresh tokens; refresh tokens are recorded for rotation. */
export class TokenService {
  constructor(
    private readonly key: KeyObject,
    private readonly tokens: TokenRepository,
  ) {}

  private async sign(claims: Omit<TTokenClaims, 'sub' | 'jti'>, user: TUserRow, jti: string, exp: number) {
    const Signer = await loadSignJwt();
    return new Signer({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(String(user.id))
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(this.key);
  }

  /** A new pair; a rotation passes the family so the session never outlives 30 days from login. */
  async issuePair(user: TUserRow, family?: { id: string; start: number }): Promise<TIssuedPair> {
    const now = nowSeconds();
    const fam = family ?? { id: randomUUID(), start: now };
    const refreshExp = fam.start + REFRESH_TTL_SECONDS;
    const refreshJti = randomUUID();
    await this.tokens.createRefresh({
      id: refreshJti,
      user_id: user.id,
      family_id: fam.id,
      expires_at: new Date(refreshExp * 1000).toISOString(),
    });
    const ver = user.token_version;
    const [access_token, refresh_token] = await Promise.all([
      this.sign(
        { typ: 'access', ver, fam: fam.id },
        user,
        randomUUID(),
        Math.min(now + ACCESS_TTL_SECONDS, refreshExp),
      ),
      this.sign({ typ: 'refresh', ver, fam: fam.id, fst: fam.start }, user, refreshJti, refreshExp),
    ]);
    return { access_token, refresh_token };
  }

  /** The claims of a valid token of the given type, or undefined (bad signature, alg, aud, typ, expiry, no session). */
  verify(token: string, typ: TTokenType): TTokenClaims | undefined {
    const payload = verifyHs256(token, this.key, {
      issuer: ISSUER,
      audience: AUDIENCE,
      required: ['sub', 'jti', 'exp'],
    });
    // An access token from before sessions were named (no fam) is refused: the client refreshes.
    if (payload?.typ !== typ || typeof payload.ver !== 'number' || typeof payload.fam !== 'string') {
      return undefined;
    }
    if (typeof payload.sub !== 'string') return undefined;
    if (typ === 'refresh' && typeof payload.fst !== 'number') return undefined;
    return payload as unknown as TTokenClaims;
  }
}
