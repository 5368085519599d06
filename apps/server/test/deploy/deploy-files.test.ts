import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { parseEnv, ZEnvSchema } from '../../src/config/env.js';
import { argsOf, commandLine, envOf, readDockerfile } from './read-dockerfile.js';

// No Docker engine runs here: these tests check what can be checked without one, that the
// deploy files (Dockerfile, compose.yaml, deploy/Caddyfile) ask the server for what it accepts
// and run it the way the README does.
const root = resolve(import.meta.dirname, '../../../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

const ZComposeSchema = z.object({
  services: z.record(
    z.string(),
    z.looseObject({
      build: z
        .union([z.string(), z.looseObject({ context: z.string(), dockerfile: z.string().optional() })])
        .optional(),
      environment: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
      stop_grace_period: z.string().optional(),
      volumes: z.array(z.string()).optional(),
    }),
  ),
});
const compose = ZComposeSchema.parse(parse(read('compose.yaml'), { merge: true }));
const appServices = ['app1', 'app2'].map((name) => {
  const service = compose.services[name];
  if (!service?.environment) throw new Error(`compose.yaml: ${name} needs an environment map`);
  return { name, service, environment: service.environment };
});
const stages = readDockerfile(resolve(root, 'Dockerfile'));
const runtime = stages.at(-1)!;
const caddyfile = read('deploy/Caddyfile');

/** The README's "Run it" commands: `npm install && npm start`. */
const [readmeInstall, readmeStart] = /## Run it[\s\S]*?```sh\n(.+)\n```/
  .exec(read('README.md'))![1]!
  .split('&&')
  .map((command) => command.trim());

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?error}` with sample values filled in. */
function fillPlaceholders(value: string | number | boolean): string {
  return String(value).replace(
    /\$\{\w+(?:(:?[-?])([^}]*))?\}/g,
    (_match, operator?: string, argument?: string) =>
      operator?.endsWith('-') ? (argument ?? '') : 'sample-0123456789-sample-0123456789-sample',
  );
}

/** Seconds of a duration such as `45s`, `1m30s` or `1h`. */
function seconds(duration: string): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 };
  return [...duration.matchAll(/(\d+)(ms|h|m|s)/g)].reduce(
    (sum, [, n, unit]) => sum + Number(n) * units[unit!]!,
    0,
  );
}

describe('deploy files', () => {
  it('set for the app only variables the server validates', () => {
    const known = new Set(Object.keys(ZEnvSchema.in.shape));
    const set = [
      ...Object.keys(envOf(runtime)),
      ...appServices.flatMap(({ environment }) => Object.keys(environment)),
    ];
    expect(set.length).toBeGreaterThan(0);
    expect(set.filter((name) => !known.has(name))).toEqual([]);
  });

  it('give both app instances an environment the server accepts, on PostgreSQL, Redis and S3', () => {
    for (const { name, environment } of appServices) {
      const filled = Object.fromEntries(
        Object.entries(environment).map(([key, value]) => [key, fillPlaceholders(value)]),
      );
      const result = parseEnv({ ...envOf(runtime), ...filled });
      if (!result.success) throw new Error(`${name}: ${result.problems.join('; ')}`);
      expect(result.env.DATABASE_URL, name).toMatch(/^postgres/);
      expect(result.env.REDIS_URL, name).toMatch(/^redis/);
      expect(result.env.S3_BUCKET, name).toBeDefined();
      expect(result.env.JWT_SECRET, name).toBeDefined();
      expect(result.env.TRUST_PROXY, name).not.toBe(false);
    }
    expect(appServices[0]!.environment).toEqual(appServices[1]!.environment);
  });

  it('refuse to start without a JWT_SECRET, and give the drain more time than its grace', () => {
    for (const { name, service, environment } of appServices) {
      expect(String(environment.JWT_SECRET), name).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
      const grace = Number(fillPlaceholders(environment.SHUTDOWN_GRACE_SECONDS ?? '30'));
      expect(seconds(service.stop_grace_period ?? '10s'), name).toBeGreaterThan(grace);
      expect(service.build, name).toBeDefined();
    }
    for (const service of ['postgres', 'redis', 'minio', 'proxy'])
      expect(compose.services).toHaveProperty(service);
    expect(compose.services.proxy?.volumes?.join(' ')).toContain('./deploy/Caddyfile');
  });

  it("build and start the image with the README's commands", () => {
    expect(readmeInstall).toBe('npm install');
    expect(readmeStart).toBe('npm start');
    const build = stages.find((stage) => stage.name === 'build')!;
    expect(argsOf(build, 'RUN')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^npm (ci|install)\b/)]),
    );
    expect(argsOf(build, 'RUN')).toContain('npm run build');
    // What `npm start` runs, without npm's `sh -c`, which would not pass SIGTERM on to the drain.
    const { scripts } = z
      .object({ scripts: z.object({ start: z.string() }) })
      .parse(JSON.parse(read('package.json')));
    expect(argsOf(runtime, 'CMD').map(commandLine)).toEqual([scripts.start]);
    // It builds when its output is older than the sources; the image checks it would not.
    expect(argsOf(runtime, 'RUN').join('\n')).toContain('findStaleBuilds');
  });

  it('run as a non-root user on a slim Debian node image with PocketSphinx, and answer health checks', () => {
    expect(runtime.image).toMatch(/^node:(20|22)[\w.-]*-(bookworm|trixie)-slim$/);
    expect(argsOf(runtime, 'RUN').join('\n')).toMatch(/apt-get install .*pocketsphinx pocketsphinx-en-us/);
    const deps = stages.find((stage) =>
      argsOf(stage, 'RUN').some((run) => /^npm ci\b.*--omit=dev/.test(run)),
    );
    expect(argsOf(runtime, 'COPY')).toContain(`--from=${deps?.name} /app ./`);
    expect(argsOf(runtime, 'COPY').join('\n')).not.toContain('node_modules');
    const users = argsOf(runtime, 'USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
    expect(envOf(runtime).DATA_DIR).toBe('/data');
    expect(argsOf(runtime, 'VOLUME').join(' ')).toContain('/data');
    expect(argsOf(runtime, 'EXPOSE')).toEqual(['3000']);
    // Liveness: a container whose database is away is not restarted for it.
    expect(argsOf(runtime, 'HEALTHCHECK').join(' ')).toContain('/api/health/live');
  });

  it('balance the instances on their health, without buffering event streams', () => {
    expect(caddyfile).toMatch(/reverse_proxy\s+app1:3000\s+app2:3000/);
    expect(caddyfile).toMatch(/^\s*health_uri\s+\/api\/health\/ready\s*$/m);
    expect(caddyfile).toMatch(/^\s*flush_interval\s+-1\s*$/m);
    for (const [, timeout] of caddyfile.matchAll(/^\s*read_timeout\s+(\S+)/gm)) {
      expect(seconds(timeout!)).toBeGreaterThanOrEqual(3600);
    }
    expect(read('.dockerignore').split('\n')).toEqual(expect.arrayContaining(['**/node_modules', '.git']));
  });
});
