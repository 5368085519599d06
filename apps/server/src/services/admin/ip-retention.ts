import type { ClusterLock } from '../../db/cluster-lock.js';
import type { TRepositories } from '../../repositories/index.js';
import type { SiteSettings } from '../settings/site-settings.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Erases stored IPs older than the IP settings' retention: users' registration IPs (by when
 * they joined), last sign-in IPs (by that sign-in) and support requests' IPs. Run at start and
 * then periodically, by one instance at a time (decision 040); 0 days keeps them.
 */
export class IpRetention {
  constructor(
    private readonly repos: TRepositories,
    private readonly settings: SiteSettings,
    private readonly lock: ClusterLock,
  ) {}

  /** The number of rows whose IP was erased (0 while another instance is erasing). */
  async sweep(now = new Date()): Promise<number> {
    const { retention_days: days } = await this.settings.ip();
    if (days <= 0) return 0;
    const before = new Date(now.getTime() - days * DAY_MS).toISOString();
    const erased = await this.lock.runOnce('ip-retention', async (trx) => {
      const users = await this.repos.users.eraseIpsBefore(before, trx);
      const requests = await this.repos.support.eraseIpsBefore(before, trx);
      return users + requests;
    });
    return erased ?? 0;
  }
}
