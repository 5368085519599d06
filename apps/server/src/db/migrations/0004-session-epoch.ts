import type { Kysely } from 'kysely';

/**
 * users.session_epoch: bumped with every refresh-family revocation (logout, a reused refresh
 * token), so that each request, which reads the user row anyway, knows whether its cached
 * list of the user's revoked sessions is still current (decision 011-session-revocation).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('session_epoch', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('session_epoch').execute();
}
