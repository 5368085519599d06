import type { TOneTimeTokenPurpose } from '../../db/types.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { renderMail } from '../../providers/mail/templates.js';
import type { TokenRepository } from '../../repositories/token-repository.js';
import type { TExecutor } from '../../repositories/executor.js';
import { createLinkToken, LINK_PATHS, type TIssuedLink } from './link-tokens.js';

/** Account emails, sent in the background so answers don't reveal whether a mail went out. */
export class AccountMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly tokens: TokenRepository,
    private readonly site: { publicUrl: string; productName: string },
  ) {}

  /** A link for `to`, the address it proves; the outbox keeps the mail's body until the link expires. */
  sendLink(userId: number, purpose: TOneTimeTokenPurpose, to: string): void {
    this.mailer.send(async () =>
      this.#linkMail(purpose, to, await createLinkToken(this.tokens, userId, purpose, to)),
    );
  }

  /**
   * A link for `to` whose token is written in `trx`, with the admin change that asks for it and
   * its audit line: all three land or none does. Call the function it returns once `trx` has
   * committed: it mails the link (a rolled-back token must never be mailed).
   */
  async issueLink(
    userId: number,
    purpose: TOneTimeTokenPurpose,
    to: string,
    trx: TExecutor,
  ): Promise<() => void> {
    const issued = await createLinkToken(this.tokens, userId, purpose, to, trx);
    return () => this.mailer.send(() => this.#linkMail(purpose, to, issued));
  }

  #linkMail(purpose: TOneTimeTokenPurpose, to: string, { token, expiresAt }: TIssuedLink) {
    const link = `${this.site.publicUrl}${LINK_PATHS[purpose]}?token=${token}`;
    return { ...renderMail(purpose, to, this.site.productName, link), expiresAt };
  }

  sendAlreadyRegistered(to: string): void {
    this.mailer.send(() => renderMail('already_registered', to, this.site.productName));
  }
}
