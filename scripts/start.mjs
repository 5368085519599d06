// `npm start`: build what is missing or stale, then run the server, which migrates,
// seeds and serves the web app. Signals are forwarded so the server closes gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findStaleBuilds } from './build-state.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const stale = findStaleBuilds(root);
if (stale.length > 0) {
  console.log(`[start] building: ${stale.join(', ')}`);
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'apps/server/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
