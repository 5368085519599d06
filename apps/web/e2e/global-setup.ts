import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { FAKE_OPENAI_API_KEY, FakeOpenAI } from '../../server/test/helpers/fake-openai';
import { adminApi } from './admin-api';
import { AI_SCRIPT, ASK_INSTRUCTIONS } from './ai-fixtures';
import { startMailCatcher } from './mail-catcher';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    mailDir: string;
    adminEmail: string;
    adminPassword: string;
    /** The admin's access token, for tests that change settings through the API (no login each). */
    adminToken: string;
    /** Where the browser's first admin sign-in leaves its session for the others (e2e/admin-session.ts). */
    adminSessionFile: string;
  }
}

async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForHealth(baseURL: string, app: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (app.exitCode !== null) throw new Error(`The app exited early with code ${app.exitCode}`);
    try {
      const response = await fetch(`${baseURL}/api/health/ready`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The app did not become healthy at ${baseURL}`);
}

/** The admin signed in once through the API: its access token (valid a day). */
async function adminToken(baseURL: string, admin: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${baseURL}/api/v1/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!login.ok) throw new Error(`The admin could not sign in: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Starts the app the way `npm start` does, on a fresh data directory and a free port. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'inkwell-e2e-'));
  const mailDir = join(dataDir, 'mail');
  const mail = await startMailCatcher(mailDir);
  // The AI provider: the server tests' OpenAI-compatible fake, scripted per message.
  const ai = await new FakeOpenAI().listen();
  for (const { ask, answer } of Object.values(AI_SCRIPT)) ai.respondTo(ask, answer);
  ai.echoSystemTo(ASK_INSTRUCTIONS);
  const port = await findFreePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const admin = { email: 'admin@inkwell.test', password: 'e2e-admin-password-1' };
  const app = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      // The browser's contexts say which visitor they are (e2e/browser.ts).
      TRUST_PROXY: '127.0.0.1',
      OPENAI_BASE_URL: ai.url,
      OPENAI_API_KEY: FAKE_OPENAI_API_KEY,
      // AI Images' model from the environment (read-only on AI Providers); AI Chats' is picked
      // on AI Providers below.
      AI_IMAGE_MODEL: 'fake-image-1',
      // Clips are made on first play, as before the make-ahead: making every offline voice's
      // clip at start would spend the gate's two cores while the browsers run (the server
      // suite tests the make-ahead).
      VOICE_PREVIEWS_AHEAD: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseURL, app);
  const token = await adminToken(baseURL, admin);
  // AI Chats' model is picked on AI Providers, as an operator without the environment would.
  await adminApi(baseURL, token, 'PUT', 'admin/ai-settings/capabilities/chat/', {
    provider_id: 'environment',
    model: 'fake-chat-1',
  });
  project.provide('baseURL', baseURL);
  project.provide('mailDir', mailDir);
  project.provide('adminEmail', admin.email);
  project.provide('adminPassword', admin.password);
  project.provide('adminToken', token);
  project.provide('adminSessionFile', join(dataDir, 'admin-session.json'));

  return async () => {
    const exited = new Promise((resolve) => app.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
    await mail.close();
    await ai.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
