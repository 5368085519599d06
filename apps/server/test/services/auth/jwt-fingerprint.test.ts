import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp, type TTestApp } from '../../helpers/build-app.js';
import { captureLog, LOG_LEVEL } from '../../helpers/log-capture.js';

const FIRST_SECRET = 'the-first-secret-of-at-least-32-characters';
const OTHER_SECRET = 'another-secret-of-at-least-32-characters!!';
const FINGERPRINT_KEY = 'jwt_secret.fingerprint';

/** One more instance on `app`'s database (its SQLite file, or its PostgreSQL schema). */
function startBeside(
  app: TTestApp,
  env: Record<string, string>,
  options: Parameters<typeof buildTestApp>[0] = {},
): Promise<TTestApp> {
  return buildTestApp({
    ...options,
    env: { DATA_DIR: app.config.DATA_DIR, ...env },
    ...(app.postgresUrl ? { sameDatabaseAs: app } : {}),
  });
}

/** The error a start beside `app` fails with (its half-built app closed). */
async function refusedBeside(app: TTestApp, env: Record<string, string>): Promise<Error> {
  let server: FastifyInstance | undefined;
  const started = await startBeside(app, env, { beforeRegister: (s) => (server = s) }).catch(
    (error: unknown) => error as Error,
  );
  if (!(started instanceof Error)) {
    await started.close();
    throw new Error('the instance started');
  }
  await server?.close().catch(() => undefined);
  return started;
}

describe('the signing key fingerprint in the database', () => {
  const first = useTestApp({ env: { JWT_SECRET: FIRST_SECRET } });

  it('is stamped at the first start: a keyed hash, never the secret', async () => {
    const stored = await first.app.repositories.settings.get(FINGERPRINT_KEY);
    expect(stored).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored).not.toContain(FIRST_SECRET.slice(0, 8));
  });

  it('lets another instance with the same JWT_SECRET start', async () => {
    const second = await startBeside(first, { JWT_SECRET: FIRST_SECRET });
    await second.close();
  });

  it('refuses an instance whose JWT_SECRET differs, saying so', async () => {
    const error = await refusedBeside(first, { JWT_SECRET: OTHER_SECRET });
    expect(error.message).toMatch(/^JWT_SECRET differs from the one this database was first started with: /);
    expect(error.message).toContain('JWT_SECRET_ROTATE=true');
  });

  it.skipIf(process.env.TEST_DATABASE_URL)(
    'refuses a generated secret that differs, naming DATA_DIR/jwt-secret (SQLite)',
    async () => {
      const generated = await buildTestApp();
      try {
        await generated.app.close();
        await writeFile(join(generated.config.DATA_DIR, 'jwt-secret'), `${'A'.repeat(64)}\n`);
        const error = await refusedBeside(generated, {});
        expect(error.message).toMatch(/^The secret in DATA_DIR\/jwt-secret .* differs from the one/);
      } finally {
        await generated.close();
      }
    },
  );

  it('JWT_SECRET_ROTATE=true for one start makes the database expect the new secret', async () => {
    const log = captureLog<{ level: number; msg: string }>();
    const rotated = await startBeside(
      first,
      { JWT_SECRET: OTHER_SECRET, JWT_SECRET_ROTATE: 'true', LOG_LEVEL: 'warn' },
      { logStream: log.stream },
    );
    await rotated.close();
    const warning = log.lines.find(
      (line) => line.level === LOG_LEVEL.warn && /JWT_SECRET_ROTATE/.test(line.msg),
    );
    expect(warning?.msg).toContain('stored provider and Stripe keys');

    const error = await refusedBeside(first, { JWT_SECRET: FIRST_SECRET });
    expect(error.message).toMatch(/^JWT_SECRET differs/);
    const again = await startBeside(first, { JWT_SECRET: OTHER_SECRET });
    await again.close();
  });
});
