import type { Kysely } from 'kysely';
import type { Database } from '../db/types.js';

/** The database or an open transaction: every repository method accepts either. */
export type TExecutor = Kysely<Database>;
