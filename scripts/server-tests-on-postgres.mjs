// The server suite again on PostgreSQL, when one answers: at CI_POSTGRES_URL, or the local
// server the CI machines run (postgres://root@127.0.0.1:5432/test). Without one it prints a
// notice that the pass is skipped and succeeds, so the gate says so rather than failing.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const url = process.env.CI_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const available = spawnSync(process.execPath, ['scripts/pg-available.mjs', url], {
  cwd: root,
  stdio: 'inherit',
});
if (available.status !== 0) {
  console.log(
    `NOTICE: PostgreSQL is not reachable at ${url}; the PostgreSQL pass is SKIPPED on this machine.`,
  );
  process.exit(0);
}
const tests = spawnSync(npm, ['run', 'test', '-w', 'apps/server'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(tests.status ?? 1);
