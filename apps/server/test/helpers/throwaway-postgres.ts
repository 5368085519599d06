import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './instances.js';

/** Debian's versioned folders (newest first), then the usual places. */
const BIN_DIRS = [
  ...(existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : []),
  '/usr/local/bin',
  '/usr/bin',
];

/** Where initdb and pg_ctl are, or undefined: a test then skips, saying so. */
export const POSTGRES_BIN = BIN_DIRS.find(
  (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
);

export interface TThrowawayPostgres {
  /** postgres:// URL of its `postgres` database, as user `root` (trusted locally). */
  url: string;
  /** `pg_ctl restart -m fast`: connections are dropped, the server is back when it returns. */
  restart(): Promise<void>;
  /** Stops it (fast): from now on connections are refused. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it (immediately) and removes its files. */
  close(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own (initdb into a temporary directory, pg_ctl on a free
 * port), to stop and restart without touching the machine's shared server. PostgreSQL refuses
 * to run as root, so as root its commands run as the `postgres` OS user.
 */
export async function startThrowawayPostgres(): Promise<TThrowawayPostgres> {
  if (POSTGRES_BIN === undefined) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found');
  const dir = await mkdtemp(join(tmpdir(), 'inkwell-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await promisify(execFile)('id', ['-u', 'postgres']);
    const { stdout: gid } = await promisify(execFile)('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const run = (binary: string, args: string[]) => {
    const command = join(POSTGRES_BIN!, binary);
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    return promisify(execFile)(file, argv, { cwd: dir });
  };
  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'root', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', ...args]);
  const start = async () => void (await ctl('-o', options, 'start'));
  await start();
  return {
    url: `postgres://root@127.0.0.1:${port}/postgres`,
    restart: async () => void (await ctl('-o', options, '-m', 'fast', 'restart')),
    stop: async () => void (await ctl('-m', 'fast', 'stop')),
    start,
    close: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
