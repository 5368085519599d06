import type { TPageQuery, TPaginated } from '@inkwell/contract';
import { notFound } from '../../lib/http-error.js';
import { toPage } from '../../lib/pagination.js';

/** What a saved-runs repository answers (repositories/owned-runs.ts plus its own filters). */
interface TSavedRunsSource<TRow, TQuery> {
  paginate(userId: number, query: TQuery): Promise<{ count: number; rows: TRow[] }>;
  findOwned(userId: number, id: number): Promise<TRow | undefined>;
  deleteOwned(userId: number, id: number): Promise<boolean>;
}

/** A user's saved runs of one tool (My Generated Codes, My Templates…): list, one, delete; others' are 404. */
export class SavedRuns<TRow, TView, TQuery extends TPageQuery> {
  constructor(
    private readonly source: TSavedRunsSource<TRow, TQuery>,
    private readonly view: (row: TRow) => TView,
    private readonly notFoundDetail: string,
  ) {}

  async list(userId: number, query: TQuery): Promise<TPaginated<TView>> {
    const { count, rows } = await this.source.paginate(userId, query);
    return toPage(count, query, rows.map(this.view));
  }

  async get(userId: number, id: number): Promise<TView> {
    const row = await this.source.findOwned(userId, id);
    if (!row) throw notFound(this.notFoundDetail);
    return this.view(row);
  }

  async delete(userId: number, id: number): Promise<void> {
    if (!(await this.source.deleteOwned(userId, id))) throw notFound(this.notFoundDetail);
  }
}
