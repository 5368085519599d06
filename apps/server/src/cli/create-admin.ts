import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ZEmailSchema, ZFullNameSchema, ZPasswordSchema } from '@inkwell/contract';
import { loadEnv } from '../config/env.js';
import { createDatabase } from '../db/create-database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createRepositories } from '../repositories/index.js';
import { ensureAdmin, type TAdminOutcome } from '../services/auth/admin-bootstrap.js';

/**
 * `npm run create-admin -w apps/server -- --email x --name y`: creates a confirmed admin, or
 * makes an existing account the operator's admin: its password is replaced and every session
 * and emailed link of it ends (decision 036). The password comes from ADMIN_PASSWORD
 * or is read from stdin (never from the command line, which other users can see).
 */
async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: false });
  try {
    if (process.stdin.isTTY) process.stdout.write('Password (input is shown): ');
    return (await rl.question('')).trim();
  } finally {
    rl.close();
  }
}

const OUTCOME_TEXT: Record<TAdminOutcome, string> = {
  created: 'created',
  unchanged: 'unchanged',
  password_replaced: 'password replaced, every session ended',
  taken_over: 'promoted, password replaced, every session and emailed link ended',
};
const TAKEN_OVER = (address: string) =>
  `Warning: ${address} was not a confirmed admin. It is yours now: whoever registered it can no longer sign in with their password.`;

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
const email = ZEmailSchema.safeParse(values.email ?? '');
const name = ZFullNameSchema.optional().safeParse(values.name);
if (!email.success || !name.success) {
  console.error(
    'Usage: npm run create-admin -w apps/server -- --email admin@example.com [--name "Full Name"]',
  );
  process.exit(2);
}
const password = ZPasswordSchema.safeParse(await readPassword());
if (!password.success) {
  console.error(`Invalid password: ${password.error.issues.map((issue) => issue.message).join(' ')}`);
  process.exit(2);
}

const config = loadEnv({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
const handle = createDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateToLatest(handle);
  const result = await ensureAdmin(handle.db, createRepositories(handle.db), {
    email: email.data,
    password: password.data,
    fullName: name.data,
    replacePassword: true,
  });
  if (result === 'taken_over') console.warn(TAKEN_OVER(email.data));
  console.log(`Admin ${email.data}: ${OUTCOME_TEXT[result]}.`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await handle.db.destroy();
}
