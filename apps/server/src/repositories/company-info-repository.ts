import type { TCompanyInfoRow, TNewCompanyInfo } from '../db/types.js';
import type { TExecutor } from './executor.js';

/** The company_info table holds one row, id 1. */
export const COMPANY_INFO_ID = 1;

export class CompanyInfoRepository {
  constructor(private readonly db: TExecutor) {}

  async find(trx: TExecutor = this.db): Promise<TCompanyInfoRow | undefined> {
    return trx.selectFrom('company_info').selectAll().where('id', '=', COMPANY_INFO_ID).executeTakeFirst();
  }

  /** Inserts the row unless it exists; true when inserted. */
  async createIfMissing(info: Omit<TNewCompanyInfo, 'id'>, trx: TExecutor = this.db): Promise<boolean> {
    const result = await trx
      .insertInto('company_info')
      .values({ ...info, id: COMPANY_INFO_ID })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  }
}
