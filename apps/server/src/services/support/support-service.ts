import type { TApplicationRequest, TContactRequest } from '@inkwell/contract';
import type { Kysely } from 'kysely';
import type { Database, TNewSupportRequest } from '../../db/types.js';
import { nowIso } from '../../lib/time.js';
import type { TRepositories } from '../../repositories/index.js';
import type { SupportNotices } from './support-notices.js';

type TOpening = Pick<
  TNewSupportRequest,
  'type' | 'name' | 'email' | 'subject' | 'category' | 'details' | 'ip'
>;

const APPLICATION_LABELS = { business: 'Business', partner: 'Partner' } as const;

/** Public forms that land in the support center (the admins hear of each, when they want to). */
export class SupportService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repos: TRepositories,
    private readonly notices: SupportNotices,
  ) {}

  submitContact(form: TContactRequest, ip: string | null): Promise<number> {
    return this.openRequest(
      {
        type: 'contact',
        name: form.name,
        email: form.email,
        subject: form.subject,
        category: 'general',
        details: null,
        ip,
      },
      form.message,
    );
  }

  submitApplication(form: TApplicationRequest, ip: string | null): Promise<number> {
    const { kind, company, website, team_size } = form;
    return this.openRequest(
      {
        type: 'application',
        name: form.full_name,
        email: form.email,
        subject: `${APPLICATION_LABELS[kind]} application: ${company}`,
        category: kind,
        details: JSON.stringify({ kind, company, website, team_size }),
        ip,
      },
      form.message,
    );
  }

  /** The request and its first message are written together or not at all. */
  private async openRequest(opening: TOpening, body: string): Promise<number> {
    const id = await this.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const requestId = await this.repos.support.createRequest(
        {
          ...opening,
          priority: 'normal',
          status: 'open',
          created_at: now,
          updated_at: now,
          last_activity_at: now,
          last_author: 'asker',
          asker_seen_at: null,
        },
        trx,
      );
      await this.repos.support.createMessage(
        {
          request_id: requestId,
          author_name: opening.name,
          author_email: opening.email,
          body,
          created_at: now,
        },
        trx,
      );
      return requestId;
    });
    this.notices.opened((await this.repos.support.findRequestById(id))!, body);
    return id;
  }
}
