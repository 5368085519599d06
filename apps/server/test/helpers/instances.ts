import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, readdir, rm, stat, symlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { TEST_JWT_SECRET } from './accounts.js';
import { runSql, withDatabase } from './test-database.js';

/**
 * Real server processes (`node dist/server.js`), several on one PostgreSQL database and one
 * Redis prefix, for the tests about several instances, restarts and kills: what app.inject
 * cannot show. Each instance is its own process with its own memory; only the database,
 * Redis and the media store are shared, as in production. With `database: 'sqlite'` an
 * instance runs alone on a SQLite file in its DATA_DIR; `restart` brings it back on it.
 */

const SERVER_DIR = resolve(import.meta.dirname, '../..');
const SERVER_JS = join(SERVER_DIR, 'dist/server.js');
const POSTGRES_URL =
  process.env.TEST_DATABASE_URL ?? process.env.CI_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test';

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, (await stat(join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

let built: Promise<void> | undefined;

/** dist/server.js as `npm run build` makes it, built again when a source file is newer. */
export function buildServer(): Promise<void> {
  built ??= (async () => {
    const fresh =
      existsSync(SERVER_JS) &&
      statSync(SERVER_JS).mtimeMs >= (await newestMtime(join(SERVER_DIR, 'src'))) &&
      existsSync(resolve(SERVER_DIR, '../../packages/contract/dist/index.js')) &&
      statSync(resolve(SERVER_DIR, '../../packages/contract/dist/index.js')).mtimeMs >=
        (await newestMtime(resolve(SERVER_DIR, '../../packages/contract/src')));
    if (fresh) return;
    await promisify(execFile)(
      'npm',
      ['run', 'build', '-w', 'packages/contract', '-w', 'apps/server', '--', '--noCheck'],
      {
        cwd: resolve(SERVER_DIR, '../..'),
      },
    );
  })();
  return built;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

export interface TInstance {
  name: string;
  url: string;
  /** The DATA_DIR it runs with (its SQLite file and media on disk). */
  dataDir: string;
  process: ChildProcess;
  /** Every log line the process wrote so far, parsed (non-JSON lines kept as `{ msg }`). */
  logs: { level?: number; msg?: string; [key: string]: unknown }[];
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string | null>;
  kill(signal?: NodeJS.Signals): void;
}

export interface TCluster {
  /** The shared environment: DATABASE_URL, REDIS_URL, REDIS_KEY_PREFIX, JWT_SECRET, DATA_DIR… */
  env: Record<string, string>;
  /** The PostgreSQL database's URL; '' on SQLite. */
  databaseUrl: string;
  instances: TInstance[];
  /** The folder under which each instance has its DATA_DIR (named after it) unless env sets one. */
  dataDir: string;
  /** Starts one more instance; resolves once it listens (or rejects with its log when it exits). */
  start(
    name: string,
    extraEnv?: Record<string, string>,
    options?: { waitForHealth?: boolean; port?: number },
  ): Promise<TInstance>;
  /**
   * Kills `instance` (SIGKILL) if it still runs and starts it again under its name, port,
   * DATA_DIR and extra environment: a restart after a crash.
   */
  restart(instance: TInstance): Promise<TInstance>;
  /** Kills every instance still running, drops the database and the Redis keys. */
  close(): Promise<void>;
}

/**
 * A copy of the built server in a folder of its own (dependencies and engines linked), so a
 * rebuild of dist meanwhile (another run's) cannot break a restart of a long run.
 */
async function snapshotBuild(): Promise<{ serverDir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'inkwell-build-'));
  const serverDir = join(root, 'apps/server');
  await mkdir(serverDir, { recursive: true });
  await cp(join(SERVER_DIR, 'dist'), join(serverDir, 'dist'), { recursive: true });
  await copyFile(join(SERVER_DIR, 'package.json'), join(serverDir, 'package.json'));
  // The dependencies linked, but the contract's build copied too: it is rebuilt as often.
  const modules = resolve(SERVER_DIR, '../../node_modules');
  const contract = resolve(SERVER_DIR, '../../packages/contract');
  await mkdir(join(root, 'node_modules/@inkwell/contract'), { recursive: true });
  for (const name of await readdir(modules))
    if (name !== '@inkwell') await symlink(join(modules, name), join(root, 'node_modules', name));
  await cp(join(contract, 'dist'), join(root, 'node_modules/@inkwell/contract/dist'), { recursive: true });
  await copyFile(join(contract, 'package.json'), join(root, 'node_modules/@inkwell/contract/package.json'));
  const links: [string, string][] = [
    [join(serverDir, 'node_modules'), join(SERVER_DIR, 'node_modules')],
    [join(serverDir, 'engines'), join(SERVER_DIR, 'engines')],
  ];
  for (const [link, target] of links) if (existsSync(target)) await symlink(target, link);
  return { serverDir, remove: () => rm(root, { recursive: true, force: true }) };
}

export interface TClusterOptions {
  /**
   * `sqlite`: no DATABASE_URL and no Redis; each instance keeps its SQLite file in its own
   * DATA_DIR, which survives its restarts (one instance at a time, as SQLite runs).
   */
  database?: 'postgres' | 'sqlite';
  /** Run a copy of dist taken at the start (for runs longer than a rebuild elsewhere may wait). */
  ownBuild?: boolean;
}

/**
 * A cluster on a database of its own (created empty; the first instance migrates and seeds it)
 * and a Redis prefix of its own. `env` is added to every instance's environment.
 */
export async function createCluster(
  env: Record<string, string> = {},
  options: TClusterOptions = {},
): Promise<TCluster> {
  await buildServer();
  const build = options.ownBuild ? await snapshotBuild() : undefined;
  const serverDir = build?.serverDir ?? SERVER_DIR;
  const postgres = options.database !== 'sqlite';
  const name = `inkwell_mi_${randomBytes(5).toString('hex')}`;
  if (postgres) await runSql(POSTGRES_URL, `create database ${name}`);
  const databaseUrl = withDatabase(POSTGRES_URL, name);
  const dataDir = await mkdtemp(join(tmpdir(), 'inkwell-cluster-'));
  const shared: Record<string, string> = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    ...(postgres
      ? {
          DATABASE_URL: databaseUrl,
          REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
          REDIS_KEY_PREFIX: `${name}:`,
        }
      : {}),
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
    VOICE_PREVIEWS_AHEAD: 'false',
    ...env,
  };
  const instances: TInstance[] = [];
  const startedWith = new Map<TInstance, { extraEnv: Record<string, string>; port: number }>();

  async function start(
    instanceName: string,
    extraEnv: Record<string, string> = {},
    options: { waitForHealth?: boolean; port?: number } = {},
  ): Promise<TInstance> {
    const port = options.port ?? (await freePort());
    const instanceEnv: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      DATA_DIR: join(dataDir, instanceName),
      PORT: String(port),
      ...shared,
      ...extraEnv,
    };
    const child = spawn(process.execPath, [join(serverDir, 'dist/server.js')], {
      cwd: serverDir,
      env: instanceEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const logs: TInstance['logs'] = [];
    let pending = '';
    const collect = (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        try {
          logs.push(JSON.parse(line) as TInstance['logs'][number]);
        } catch {
          logs.push({ msg: line });
        }
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    const exited = new Promise<number | string | null>((done) =>
      child.once('exit', (code, signal) => done(code ?? signal)),
    );
    const instance: TInstance = {
      name: instanceName,
      url: `http://127.0.0.1:${port}`,
      dataDir: resolve(serverDir, instanceEnv.DATA_DIR!),
      process: child,
      logs,
      exited,
      kill: (signal = 'SIGKILL') => {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      },
    };
    instances.push(instance);
    startedWith.set(instance, { extraEnv, port });
    if (options.waitForHealth === false) return instance;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(
          `${instanceName} exited (${child.exitCode ?? child.signalCode}) before it listened:\n` +
            logs.map((line) => JSON.stringify(line)).join('\n'),
        );
      try {
        if ((await fetch(`${instance.url}/api/health/ready`)).ok) return instance;
      } catch {
        // not listening yet
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`${instanceName} did not become healthy`);
  }

  async function restart(instance: TInstance): Promise<TInstance> {
    const { extraEnv, port } = startedWith.get(instance) ?? { extraEnv: {}, port: undefined };
    instance.kill('SIGKILL');
    await instance.exited;
    instances.splice(instances.indexOf(instance), 1);
    return start(instance.name, extraEnv, { port });
  }

  async function close(): Promise<void> {
    for (const instance of instances) instance.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
    if (postgres) {
      await runSql(POSTGRES_URL, `drop database if exists ${name} with (force)`);
      const { Redis } = await import('ioredis');
      const redis = new Redis(shared.REDIS_URL!);
      try {
        const keys = await redis.keys(`${shared.REDIS_KEY_PREFIX}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    }
    await rm(dataDir, { recursive: true, force: true });
    await build?.remove();
  }

  return {
    env: shared,
    databaseUrl: postgres ? databaseUrl : '',
    instances,
    dataDir,
    start,
    restart,
    close,
  };
}

/** A call to `instance`'s API (`path` after /api/v1) with `token`, JSON when there is a body. */
export function callApi(
  instance: TInstance,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Response> {
  return fetch(`${instance.url}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
