import type { TOneTimeTokenPurpose } from '../../db/types.js';
import type { Mailer } from '../../providers/mail/mailer.js';
import { renderMail } from '../../providers/mail/templates.js';
import type { TokenRepository } from '../../repositories/token-repository.js';
import { createLinkToken, LINK_PATHS } from './link-tokens.js';

/** Account emails, sent in the background so answers don't reveal whether a mail went out. */
export class AccountMail {
  constructor(
    private readonly mailer: Mailer,
    private readonly tokens: TokenRepository,
    private readonly site: { publicUrl: string; productName: string },
  ) {}

  /** A link for `to`, the address it proves; the outbox keeps the mail's body until the link expires. */
  sendLink(userId: number, purpose: TOneTimeTokenPurpose, to: string): void {
    this.mailer.send(async () => {
      const { token, expiresAt } = await createLinkToken(this.tokens, userId, purpose, to);
      const link = `${this.site.publicUrl}${LINK_PATHS[purpose]}?token=${token}`;
      return { ...renderMail(purpose, to, this.site.productName, link), expiresAt };
    });
  }

  sendAlreadyRegistered(to: string): void {
    this.mailer.send(() => renderMail('already_registered', to, this.site.productName));
  }
}
