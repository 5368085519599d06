// Decides whether the production build is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', 'coverage', 'e2e', 'test']);

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Each workspace: the inputs that shape its build, and the file its build writes last. */
export const BUILD_TARGETS = [
  { name: 'packages/contract', inputs: ['src', 'package.json'], output: 'dist/index.js' },
  { name: 'apps/server', inputs: ['src', 'package.json'], output: 'dist/server.js' },
  {
    name: 'apps/web',
    inputs: ['src', 'public', 'build', 'index.html', 'package.json', 'vite.config.ts'],
    // Written by the page-documents plugin (decision 020); a build from before it has none.
    output: 'dist/shell.html',
  },
];

/** Names of workspaces whose build output is missing or stale. */
export function findStaleBuilds(root) {
  const contractSources = newestMtime(join(root, 'packages/contract/src'));
  return BUILD_TARGETS.filter(({ name, inputs, output }) => {
    const out = join(root, name, output);
    if (!existsSync(out)) return true;
    const builtAt = statSync(out).mtimeMs;
    const sources = inputs.map((input) => join(root, name, input)).filter((p) => existsSync(p));
    const newestSource = Math.max(contractSources, ...sources.map(newestMtime));
    return newestSource > builtAt;
  }).map(({ name }) => name);
}
