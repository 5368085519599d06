import type { TUserRow } from '../../db/types.js';
import type { TokenRepository } from '../../repositories/token-repository.js';

/** Users whose revoked sessions one instance remembers (a few hundred bytes each). */
const MAX_CACHED_USERS = 10_000;

/**
 * Whether an access token's session (its refresh family, claim `fam`) has been revoked
 * (decision 011-session-revocation). The user row, read on every request, carries
 * `session_epoch`, bumped in the transaction that revokes a family; the revoked families are
 * cached per user and epoch, so the hot path is a Set lookup, a user who never signed out
 * costs nothing, and no instance answers from a stale list: a new epoch reloads it.
 */
export class RevokedSessions {
  readonly #cache = new Map<number, { epoch: number; families: ReadonlySet<string> }>();

  constructor(private readonly tokens: TokenRepository) {}

  async isRevoked(user: TUserRow, family: string): Promise<boolean> {
    if (user.session_epoch === 0) return false;
    let entry = this.#cache.get(user.id);
    if (entry?.epoch !== user.session_epoch) {
      entry = {
        epoch: user.session_epoch,
        families: new Set(await this.tokens.findRevokedFamilies(user.id)),
      };
      this.#cache.delete(user.id);
      if (this.#cache.size >= MAX_CACHED_USERS) this.#cache.delete(this.#cache.keys().next().value!);
      this.#cache.set(user.id, entry);
    }
    return entry.families.has(family);
  }
}
