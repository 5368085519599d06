// `npm run dev`: the API with reload (tsx watch) and Vite with hot reload, whose proxy
// sends /api to the API. Both read the contract's TypeScript source. Both stop together.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// The same database as `npm start` (the API's working directory is apps/server).
const env = { NODE_ENV: 'development', DATA_DIR: join(root, 'data'), ...process.env };

const children = [
  ['api', ['run', 'dev', '-w', 'apps/server']],
  ['web', ['run', 'dev', '-w', 'apps/web']],
].map(([name, args]) => {
  const child = spawn(npm, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) console.log(`[${name}] ${line}`);
    });
  }
  return child;
});

function stopAll(code) {
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
